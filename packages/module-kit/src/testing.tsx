// Test set-up shared by the shell and every module: translations, a clean browser state for each test, a
// memory router inside a fresh query client, and a fake API server answering by 'METHOD /api/path'.
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import commonResources from '@callout/i18n/locales/en-GB/common.json';
import type { QueryClient } from '@callout/query';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { type RouteObject, useLocation } from '@callout/router';
import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export interface TestSetup {
  /** i18next namespaces the screens under test read, beside `common`. */
  namespaces: Record<string, Record<string, unknown>>;
  /** Signs a customer ('user'), a provider or an operator in before each test; absent: nobody is signed in. */
  accountType?: 'user' | 'provider' | 'operator';
  /** Forgets what the module keeps between tests (drafts, stores in memory), before each test. */
  reset?: () => void | Promise<void>;
}

/** Registers the hooks every test file of a module needs; call once, in the module's test-utils. */
export function setUpTests({ namespaces, accountType, reset }: TestSetup): void {
  initI18n();
  // A page loads its texts as files of their own; a test has them at once, in English.
  addNamespace('common', commonResources);
  for (const [namespace, resources] of Object.entries(namespaces)) addNamespace(namespace, resources);

  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    if (accountType) {
      localStorage.setItem('serve', 'token-1');
      localStorage.setItem('accountType', accountType);
    }
    await reset?.();
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
}

/** Shows where the router is, so a test can assert navigation the way a user sees the page change. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders `routes` opened on `initialEntry` under a query client: a fresh one, or the test's own (e.g. one
 * already holding what the server rendered). The client is a wrapper, so a rerender keeps its cache.
 */
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

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
  authorization: string | null;
}

type Handler = (params: URLSearchParams, call: ApiCall) => Response | Promise<Response>;

export const answer = (body: unknown, status = 200): Response => Response.json(body, { status });
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
export const ok = (data?: unknown, message = 'ok') => answer({ success: true, message, data });
/** A refusal as the server words it; `field` names the input it refuses, as the server does for one input. */
export const refused = (message: string, status = 400, field?: string) =>
  answer({ success: false, message, ...(field ? { field } : {}) }, status);

/** Stubs `fetch`; unknown calls get a 404 like the real server. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : await request.clone().text());
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      params,
      headers: request.headers,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(params, call) : answer({ success: false, message: 'No such API call.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const callsTo = (path: string) => calls.filter((call) => call.path === `/api/${path}`);
  return { calls, callsTo, fetch };
}

/**
 * A stand-in for the browser's IntersectionObserver, for lists that load more as their end scrolls into
 * view (`LoadMore` in @callout/ui): answers a function that tells every watched end it came into view.
 * The stub is the test's until `vi.unstubAllGlobals()`.
 */
export function watchListEnds(): () => void {
  const watching = new Set<(entries: { isIntersecting: boolean }[]) => void>();
  class FakeObserver {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      watching.add(this.callback);
    }
    disconnect() {
      watching.delete(this.callback);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return () =>
    act(() => {
      for (const callback of watching) callback([{ isIntersecting: true }]);
    });
}
