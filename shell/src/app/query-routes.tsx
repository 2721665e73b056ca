// Routes whose pages load data sit below the query client's layout (query-layout.tsx), whose code loads with
// the first of those pages: the home page never needs it.
import type { RouteObject } from '@callout/router';
import { lazyPage, pageCode } from './lazy-page';

const QueryLayout = pageCode(() => import('./query-layout').then((module) => module.default));

/** Starts loading the query client's code, e.g. while the app starts on the address of such a page. */
export const preloadQueryLayout = (): void => QueryLayout.preload();

/** `children` below the query client. */
export function withQueries(children: RouteObject[]): RouteObject {
  return { element: lazyPage('queries', <QueryLayout.Component />), children };
}
