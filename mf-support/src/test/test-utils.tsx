// Test-only set-up for this module's screens: translations, a memory router under a fresh query client and
// a fake API server.
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import supportResources from '@callout/i18n/locales/en-GB/support.json';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { useLocation } from '@callout/router';
import { createMemoryRouter, RouterProvider } from '@callout/router/testing';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

initI18n();
addNamespace('support', supportResources);

export const alerts: string[] = [];
export const confirms: string[] = [];

beforeEach(() => {
  alerts.length = 0;
  confirms.length = 0;
  localStorage.clear();
  localStorage.setItem('serve', 'test-token');
  vi.spyOn(window, 'alert').mockImplementation((text) => void alerts.push(String(text)));
  vi.spyOn(window, 'confirm').mockImplementation((text) => {
    confirms.push(String(text));
    return true;
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: Headers;
}

type Handler = (params: URLSearchParams, call: ApiCall) => Response | Promise<Response>;

export const answer = (body: unknown, status = 200): Response => Response.json(body, { status });

/** Stubs `fetch` with answers keyed by 'METHOD /api/path'; unknown calls get a 404 like the real server. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetch = vi.fn(async (input: Request | string, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : await request.text());
    const call = { method: request.method, path: url.pathname, params, headers: request.headers };
    calls.push(call);
    const handler = handlers[`${request.method} ${url.pathname}`];
    return handler ? handler(params, call) : answer({ success: false, message: 'No such API call.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders `element` at `path` (a route pattern) opened on `url`, with a probe of where the router is. */
export function renderAt(path: string, url: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <WhereAmI />
          </>
        ),
      },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryWrapper client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryWrapper>,
  );
}
