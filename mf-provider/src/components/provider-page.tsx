// The frame of every screen of this module: the heading, then the screen itself. The provider tabs around
// it are the shell's, drawn from this module's contract (app/descriptor.ts) once the email is verified.

import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';

/** Release label stamped in by the build pipeline; the federation journeys read it to tell releases apart. */
const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

export function ProviderPage({
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
    <div className="pv-layout" data-module="mf-provider" data-path={pathname} data-build={buildId}>
      <Page title={title} lead={lead}>
        {children}
      </Page>
    </div>
  );
}
