// Shared set-up for this module's component tests: translations, an IndexedDB stand-in, a memory router
// and a fake API server answering by 'METHOD /api/path'.
import 'fake-indexeddb/auto';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import bookingResources from '@callout/i18n/locales/en-GB/booking.json';
import type { QueryClient } from '@callout/query';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { type RouteObject, useLocation } from '@callout/router';
import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearDraft, forgetLoadedDraft } from '../data/request-draft';

initI18n();
addNamespace('booking', bookingResources);

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('serve', 'token-1');
  localStorage.setItem('accountType', 'user');
  forgetLoadedDraft();
  await clearDraft();
  forgetLoadedDraft();
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

/** Shows where the router is, so a test can assert redirects the way a user sees the page change. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** `client`: a test's own query client, e.g. one already holding what the server rendered. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  client: QueryClient = createTestQueryClient(),
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  return {
    router,
    client,
    ...render(<RouterProvider router={router} />, {
      wrapper: ({ children }) => <QueryWrapper client={client}>{children}</QueryWrapper>,
    }),
  };
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

/** The pages around the booking flow, as stubs, so redirects have somewhere to land. */
export const flowStubs = [
  '/getstarted',
  '/dashboard',
  '/service/location',
  '/service/category',
  '/service/specifics',
  '/service/choose',
  '/service/providers',
  '/service/negotiate',
  '/service/payments/:id',
  '/service/orderconfirmation/:id',
  '/details/:id',
].map(stub);

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

export const answer = (body: unknown, status = 200): Response => Response.json(body, { status });
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
export const ok = (data?: unknown, message = 'ok') => answer({ success: true, message, data });

/** Stubs `fetch`; unknown calls get a 404 like the real server. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    calls.push({ method: request.method, path: url.pathname, params });
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(params) : answer({ success: false, message: 'No such API call.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (path: string) => calls.filter((call) => call.path === `/api/${path}`);
  return { calls, callsTo };
}
