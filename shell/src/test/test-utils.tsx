// Shared set-up for the shell's component tests: translations, a memory router and a fake API server.
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import shellResources from '@callout/i18n/locales/en-GB/shell.json';
import { browserQueryClient } from '@callout/query';
import { QueryWrapper } from '@callout/query/testing';
import { type Location, type RouteObject, useLocation } from '@callout/router';
import { MemoryRouter } from '@callout/router/testing';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { RouteTable } from '../lib/route-table';
import { forgetAccountsHeld } from '../lib/use-session';

initI18n();
addNamespace('shell', shellResources);

// Pages load their code on first visit; on a busy machine that import alone can outlast the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  localStorage.clear();
  forgetAccountsHeld();
  // The app's routes bring the page's one client (app/query-layout.tsx): a test starts with it empty.
  browserQueryClient().clear();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.spyOn(window, 'confirm').mockImplementation(() => true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Shows where the router is, so a test can assert redirects the way a user sees the page change. */
export function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders a route table the way the app does; `location()` tells where the router is now. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state: unknown },
) {
  let current: Location | undefined;
  function Probe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <QueryWrapper>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Probe />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </QueryWrapper>,
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { location, ...view };
}

/** A page that only says which path it stands for. */
export const stub = (path: string, text = `page ${path}`): RouteObject => ({
  path,
  element: (
    <>
      <h1>{text}</h1>
      <WhereAmI />
    </>
  ),
});

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  authorization: string | null;
}

type Answer = Response | Promise<Response>;
type Handler = (params: URLSearchParams) => Answer;

export const answer = (body: unknown, status = 200): Response => Response.json(body, { status });
export const networkDown = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

/** Stubs `fetch` with answers keyed by 'METHOD /api/path'; unknown calls get a 404 like the real server. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    calls.push({
      method: request.method,
      path: url.pathname,
      params,
      authorization: request.headers.get('Authorization'),
    });
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(params) : answer({ success: false, message: 'No such API call.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

/** The text a screen reader reads after a field's label: its hint and validation message. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
