// Shared set-up for this module's component tests: translations, an IndexedDB stand-in, a memory router
// under a fresh query client, and a fake API server answering by 'METHOD /api/path'.
import 'fake-indexeddb/auto';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import ordersResources from '@callout/i18n/locales/en-GB/orders.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { outboxDb } from '@callout/offline/outbox-db';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { type RouteObject, useLocation } from '@callout/router';
import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

initI18n();
addNamespace('orders', ordersResources);
addNamespace('pwa', pwaResources);

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('serve', 'token-1');
  localStorage.setItem('accountType', 'user');
  await outboxDb.outbox.clear();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.spyOn(window, 'confirm').mockImplementation(() => true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Shows where the router is, so a test can assert navigation the way a user sees the page change. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const client = createTestQueryClient();
  const view = render(
    <QueryWrapper client={client}>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
  return { router, client, ...view };
}

/** A page that only says which path it stands for. */
export const stub = (path: string): RouteObject => ({
  path,
  element: (
    <>
      <h1>{`page ${path}`}</h1>
      <WhereAmI />
    </>
  ),
});

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
}

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

export const answer = (body: unknown, status = 200): Response => Response.json(body, { status });
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
export const ok = (extra: Record<string, unknown> = {}, message = 'ok') =>
  answer({ success: true, message, ...extra });
export const refuse = (message: string, status = 409) => answer({ success: false, message }, status);

/** Stubs `fetch`; unknown calls get a 404 like the real server. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : await request.clone().text());
    calls.push({ method: request.method, path: url.pathname, params, headers: request.headers });
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(params) : answer({ success: false, message: 'No such API call.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (path: string) => calls.filter((call) => call.path === `/api/${path}`);
  return { calls, callsTo, fetch };
}
