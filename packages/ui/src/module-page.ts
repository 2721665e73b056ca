// A module screen whose code, and the data its first render needs, can start loading before it renders.
import { matchRoutes } from '@callout/router';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface ModulePage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the code now, e.g. when the module loads for this screen's address. */
  preload(): void;
}

/**
 * `startData` runs once, when the screen first renders (the visitor is then past the session guard), so
 * its request travels while the code still loads; the page takes the answer over (see `earlyRequest`).
 */
export function modulePage(
  load: () => Promise<{ default: ComponentType }>,
  startData?: () => void,
): ModulePage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    // A failed load is forgotten, so a later attempt fetches again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(() => {
      startData?.();
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

export interface EarlyRequest<T> {
  /** Sends the request now, unless one sent early is still waiting for its page. */
  start(): void;
  /** The page's load: the early request the first time after `start`, a new one otherwise. */
  load(signal: AbortSignal): Promise<T>;
}

/** A request sent before its page's code has loaded, taken over by the page's first load. */
export function earlyRequest<T>(send: (signal?: AbortSignal) => Promise<T>): EarlyRequest<T> {
  let early: Promise<T> | undefined;
  return {
    start() {
      if (early) return;
      early = send();
      // Reported by the page that takes it over.
      early.catch(() => undefined);
    },
    load(signal) {
      const taken = early;
      early = undefined;
      return taken ?? send(signal);
    },
  };
}
