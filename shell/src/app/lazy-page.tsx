// A page whose code loads on its first visit. Navigations render in a transition, which would keep the
// previous page on screen under the new address until the code arrives; a Suspense boundary of the page's
// own (a new one, by its key) shows the progress bar at once instead.
import { type ReactNode, Suspense } from 'react';
import { NavigationProgress } from '../features/layout/components/navigation-progress';

export function lazyPage(name: string, page: ReactNode): ReactNode {
  return (
    <Suspense key={name} fallback={<NavigationProgress />}>
      {page}
    </Suspense>
  );
}
