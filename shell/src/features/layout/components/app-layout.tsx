import type { RouteAccess } from '@callout/contracts/module-contract';
import { useTranslation } from '@callout/i18n/react';
import { Outlet, ScrollRestoration, useMatches } from '@callout/router';
import type { ReactNode } from 'react';
import { useSessionRole } from '../../../lib/use-session';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { BrandHeader, TopBar } from './top-bar';

function Frame({ header }: { header: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      {header}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

/**
 * Spec section 2, route guard: on a screen that requires login, with no session stored, menus are hidden.
 * The guarded routes carry their access in `handle`.
 */
function useMenusHidden(): boolean {
  const role = useSessionRole();
  const guarded = useMatches().some((match) => {
    const access = (match.handle as { access?: RouteAccess } | undefined)?.access;
    return access !== undefined && access !== 'public';
  });
  return guarded && role === 'signed-out';
}

export function AppLayout({ sessionActions }: { sessionActions?: ReactNode }) {
  const menusHidden = useMenusHidden();
  return <Frame header={menusHidden ? <BrandHeader /> : <TopBar sessionActions={sessionActions} />} />;
}

/** Sign-in and registration screens use the brand-only header. */
export function BrandLayout() {
  return <Frame header={<BrandHeader />} />;
}
