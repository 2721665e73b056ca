// Every screen of this module: the shared page frame, marked with the module and build that served it
// (the federation and release journeys read these attributes).

import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';

const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

export function ModulePage({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div data-module="mf-orders" data-path={pathname} data-build={buildId}>
      <Page title={title}>{children}</Page>
    </div>
  );
}
