// Renders a module's page to HTML on the server with its queries fetched first: the heart of a module's
// page renderer (its src/app/server-render.tsx; contract in @callout/contracts/page-rendering). The fetched
// queries go with the HTML, and the browser hydrates its client from them, so the page it renders shows the
// same data without asking again. Never in a browser bundle.
import { type QueryClient, QueryClientProvider } from '@callout/query';
import { renderedQueriesScript, renderingQueryClient } from '@callout/query/server';
import { matchRoutes, useRoutes } from '@callout/router';
import { StaticRouter } from '@callout/router/server';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';

type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route a module renders on the server: the queries its first screen shows, and that screen. */
export interface ServerRenderedRoute<Api> {
  /**
   * Fetches into `client` everything the screen shows once ready, with the query options the screen uses
   * (`client.fetchQuery`, so it throws when any of it cannot be had).
   */
  prefetch: (client: QueryClient, api: Api, params: RouteParams) => Promise<unknown>;
  Page: ComponentType;
}

/** Route path (as in the module's descriptor) → how it is rendered. */
export type ServerRenderedRoutes<Api> = Readonly<Record<string, ServerRenderedRoute<Api>>>;

function RoutedPage({ path, Page }: { path: string; Page: ComponentType }) {
  return useRoutes([{ path, element: <Page /> }]);
}

/**
 * The HTML of the page at `url` once its queries have been fetched, followed by the script the browser
 * hydrates them from; null when none of `routes` renders it or its data could not be had (the browser then
 * renders it, and reports the failure as it always does).
 */
export async function renderRoutePage<Api>(
  routes: ServerRenderedRoutes<Api>,
  url: string,
  api: Api,
): Promise<string | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const match = matchRoutes(
    Object.keys(routes).map((path) => ({ path })),
    pathname,
  )?.[0];
  const path = match?.route.path;
  const route = path === undefined ? undefined : routes[path];
  if (!match || path === undefined || !route) return null;

  const client = renderingQueryClient();
  try {
    await route.prefetch(client, api, match.params);
  } catch {
    // An expired session or a server in trouble: an answer the page knows how to show in the browser.
    return null;
  }

  // Thrown from here, an error would escape React's work loop: it is kept, and thrown once rendering ends.
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <QueryClientProvider client={client}>
        <RoutedPage path={path} Page={route.Page} />
      </QueryClientProvider>
    </StaticRouter>,
    {
      // Never outlined: React moves a large boundary's content after a fallback, to be swapped in by an
      // inline script, which the inert drawn page (and the content security policy) never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure !== null) throw failure;
  return html + renderedQueriesScript(client);
}
