// Pages whose code loads on the first visit.
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { NavigationProgress } from '../features/layout/components/navigation-progress';

export interface PageCode<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code now, e.g. while the app starts on this page's address. */
  preload(): void;
}

export function pageCode<P>(load: () => Promise<ComponentType<P>>): PageCode<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    // A failed load (offline) is forgotten, so the next visit tries again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    Component: lazy(async () => ({ default: await start() })),
    preload: () => void start().catch(() => undefined),
  };
}

/**
 * Navigations render in a transition, which would keep the previous page on screen under the new address
 * until the code arrives; a Suspense boundary of the page's own (a new one, by its key) shows the progress
 * bar at once instead.
 */
export function lazyPage(name: string, page: ReactNode): ReactNode {
  return (
    <Suspense key={name} fallback={<NavigationProgress />}>
      {page}
    </Suspense>
  );
}
