// Every screen of this module: the shared page frame, marked with the module and build that served it
// (the federation and release journeys read these attributes).
import '../styles/support.css';
import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';

const buildId = import.meta.env.VITE_BUILD_ID ?? 'local';

export function SupportPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <div data-module="mf-support" data-path={location.pathname} data-build={buildId}>
      <Page title={title} {...(lead ? { lead } : {})}>
        {children}
      </Page>
    </div>
  );
}
