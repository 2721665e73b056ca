// Pages whose code loads on the first visit.
import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from 'react';
import { NavigationProgress } from '../features/layout/components/navigation-progress';

export interface PageCode<P> {
  /** Suspends while the code loads; once it has loaded (e.g. preloaded at startup), draws at once. */
  Component: ComponentType<P>;
  /** Starts loading the code now, e.g. while the app starts on this page's address. */
  preload(): void;
}

export function pageCode<P>(load: () => Promise<ComponentType<P>>): PageCode<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const start = () => {
    // A failed load (offline) is forgotten, so the next visit tries again.
    loading ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await start() }));
  // A lazy component suspends on its first draw even when its code is there: the first page of a visit
  // would flash the progress bar over the page the server drew.
  const Component = (props: P) => {
    const pageProps = props as P & JSX.IntrinsicAttributes;
    return Loaded ? <Loaded {...pageProps} /> : <Lazy {...pageProps} />;
  };
  return { Component, preload: () => void start().catch(() => undefined) };
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
