// Draws a module's page to HTML on the server with its data loaded first: the heart of a module's page
// renderer (its src/app/server-render.tsx; contract in @callout/contracts/page-drawing). Never in a browser
// bundle.
import { matchRoutes, useRoutes } from '@callout/router';
import { StaticRouter } from '@callout/router/server';
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { type PreloadedData, RemoteDataProvider } from './use-remote';

type RouteParams = Readonly<Record<string, string | undefined>>;

/** A route a module draws on the server: the data its first screen shows, and that screen. */
export interface ServerDrawnRoute<Api> {
  /**
   * Loads everything the screen shows once ready, under the keys the screen loads it by (its useRemote
   * keys); throws when any of it cannot be had.
   */
  load: (api: Api, params: RouteParams) => Promise<PreloadedData>;
  Page: ComponentType;
}

/** Route path (as in the module's descriptor) → how it is drawn. */
export type ServerDrawnRoutes<Api> = Readonly<Record<string, ServerDrawnRoute<Api>>>;

function RoutedPage({ path, Page }: { path: string; Page: ComponentType }) {
  return useRoutes([{ path, element: <Page /> }]);
}

/**
 * The HTML of the page at `url` once its data has loaded, or null when none of `routes` draws it or its
 * data could not be loaded (the browser then draws it, and reports the failure as it always does).
 */
export async function drawPage<Api>(
  routes: ServerDrawnRoutes<Api>,
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

  let data: PreloadedData;
  try {
    data = await route.load(api, match.params);
  } catch {
    // An expired session or a server in trouble: an answer the page knows how to show in the browser.
    return null;
  }

  // Thrown from here, an error would escape React's work loop: it is kept, and thrown once drawing ends.
  let failure: unknown = null;
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <RemoteDataProvider value={data}>
        <RoutedPage path={path} Page={route.Page} />
      </RemoteDataProvider>
    </StaticRouter>,
    {
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure !== null) throw failure;
  return html;
}
