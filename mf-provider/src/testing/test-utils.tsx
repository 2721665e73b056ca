// Shared set-up for this module's component tests: translations, an IndexedDB stand-in, a memory router
// and a fake API server answering by 'METHOD /api/path'.
import 'fake-indexeddb/auto';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import providerResources from '@callout/i18n/locales/en-GB/provider.json';
import type { QueryClient } from '@callout/query';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import type { RouteObject } from '@callout/router';
import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { providerDb } from '../data/db';

initI18n();
addNamespace('provider', providerResources);

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('serve', 'token-1');
  localStorage.setItem('accountType', 'provider');
  await providerDb.drafts.clear();
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

/** Renders one screen at `path` with stubs for the pages it links to. */
export function renderAt(path: string, element: ReactNode) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
  );
}

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
}

type Handler = (params: URLSearchParams) => Response | Promise<Response>;

export const answer = (body: unknown, status = 200): Response => Response.json(body, { status });
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
export const ok = (data?: unknown, message = 'ok') => answer({ success: true, message, data });
export const refused = (message: string, status = 400) => answer({ success: false, message }, status);

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
