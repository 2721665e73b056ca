// The layout of every screen of this module: the heading, the provider menu (top tabs on wide screens, a
// bottom bar on small ones) once the email is verified (spec section 2), then the screen itself.

import { useLocation } from '@callout/router';
import { Page } from '@callout/ui/page';
import type { ReactNode } from 'react';
import { useProviderProfile } from '../api/get-provider-profile';
import { ProviderNav } from './provider-nav';

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
  const profile = useProviderProfile();
  const showNav = profile.data?.isEmailVerified === true;
  return (
    <div
      className={showNav ? 'pv-layout pv-layout--nav' : 'pv-layout'}
      data-module="mf-provider"
      data-path={pathname}
      data-build={buildId}
    >
      {showNav ? <ProviderNav variant="tabs" /> : null}
      <Page title={title} lead={lead}>
        {children}
      </Page>
      {showNav ? <ProviderNav variant="bar" /> : null}
    </div>
  );
}
