// A module screen whose code, and the queries its first render needs, can start loading before it renders.
import { matchRoutes } from '@callout/router';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface ModulePage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the code now, e.g. when the module loads for this screen's address. */
  preload(): void;
}

/** `load`, and once more if it fails. */
export const retriedOnce = <T>(load: () => Promise<T>): Promise<T> => load().catch(() => load());

/**
 * React's `lazy`, with a chunk that fails to load tried once more at once (the same version's file: its
 * name is its hash), as a `modulePage` is. Every lazy part of a module (a route's page, a map, a form) goes
 * through it, so one lost request does not leave the part failed; a second failure reaches the module's
 * error boundary, which reports the chunk and offers the reload. The modules' lint forbids React's own.
 */
export const retriedLazy: typeof lazy = (load) => lazy(() => retriedOnce(load));

/**
 * `prefetch` runs when the screen first renders (the visitor is then past the session guard), so its
 * request travels while the code still loads: e.g. `queryClient.prefetchQuery(...)` with the options the
 * page's own query uses, whose answer the page then finds in the cache.
 */
export function modulePage(
  load: () => Promise<{ default: ComponentType }>,
  prefetch?: () => void,
): ModulePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    // A failed load is tried again once at once (a chunk of the same version: its name is its hash), then
    // forgotten, so a later attempt fetches again.
    loading ??= retriedOnce(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(() => {
      prefetch?.();
      return start();
    }),
    preload: () => void start().catch(() => undefined),
  };
}

/** Starts loading the code of the screen whose route (a key of `pages`) matches `pathname`, if any. */
export function preloadPageAt(pages: Record<string, ModulePage | ComponentType>, pathname: string): void {
  const match = matchRoutes(
    Object.keys(pages).map((path) => ({ path })),
    pathname,
  )?.[0];
  const page = match ? pages[match.route.path ?? ''] : undefined;
  if (page && 'preload' in page) page.preload();
}
