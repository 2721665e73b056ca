// The frame of every customer screen of this module: the page with its heading. The menu and bottom bar
// around it are the shell's, drawn from this module's contract (app/descriptor.ts). Screens that are never
// a booking step (the dashboard) use it directly, so they do not load the draft panel and its storage.

import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';

/** Release label stamped in by the build pipeline; the federation journeys read it to tell releases apart. */
const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

export interface CustomerFrameProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

export function CustomerFrame({ title, lead, children }: CustomerFrameProps) {
  const { pathname } = useLocation();
  return (
    <div className="bk-layout" data-module="mf-booking" data-path={pathname} data-build={buildId}>
      <Page title={title} lead={lead}>
        {children}
      </Page>
    </div>
  );
}
