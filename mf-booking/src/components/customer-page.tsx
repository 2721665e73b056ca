// The frame of every customer screen of this module: the page with its heading. The menu and bottom bar
// around it are the shell's, drawn from this module's contract (app/descriptor.ts).

import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { DraftPanel } from './draft-panel';

/** The booking steps that draw the draft so far beside them on wide screens (negotiate shows it in full). */
const stepsWithDraftPanel: ReadonlySet<string> = new Set(
  [paths.location, paths.category, paths.specifics, paths.choose, paths.providers].map((path) => path.path),
);

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
        {stepsWithDraftPanel.has(pathname) ? (
          <div className="bk-step">
            <div className="bk-step__main">{children}</div>
            <DraftPanel />
          </div>
        ) : (
          children
        )}
      </Page>
    </div>
  );
}
