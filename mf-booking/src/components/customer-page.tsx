// The layout of every customer screen of this module: the page with its heading, then the bottom bar.

import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';
import { BottomBar } from './bottom-bar';

/** Release label stamped in by the build pipeline; the federation journeys read it to tell releases apart. */
const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

export function CustomerPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <div className="bk-layout" data-module="mf-booking" data-path={pathname} data-build={buildId}>
      <Page title={title} lead={lead}>
        {children}
      </Page>
      <BottomBar />
    </div>
  );
}
