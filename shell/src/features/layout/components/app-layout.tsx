import type { RouteAccess } from '@callout/contracts/module-contract';
import { useTranslation } from '@callout/i18n/react';
import { matchRoutes, Outlet, useLocation } from '@callout/router';
import { type ReactNode, Suspense } from 'react';
import { config } from '../../../config/app-config';
import { useRenderedSession } from '../../../lib/rendered-session';
import { useRouteTable } from '../../../lib/route-table';
import { useSessionRole } from '../../../lib/use-session';
import { RouteErrorBoundary } from '../../errors/components/route-error-boundary';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import { BrandHeader, TopBar } from './top-bar';

function Frame({ header }: { header: ReactNode }) {
  const { t } = useTranslation('shell');
  // A signed-in page rendered on the server is only to look at until the app takes over (main.tsx): its
  // buttons would do nothing yet, and its forms must not be sent by the browser itself.
  const renderedForAccount = useRenderedSession() !== null;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {config.features.demo && <p className="demo-ribbon">{t('demoRibbon')}</p>}
      {header}
      <main id="main" tabIndex={-1} inert={renderedForAccount || undefined}>
        <RouteErrorBoundary>
          <Suspense fallback={<NavigationProgress />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
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
  const matches = matchRoutes(useRouteTable(), useLocation()) ?? [];
  const guarded = matches.some((match) => {
    const access = (match.route.handle as { access?: RouteAccess } | undefined)?.access;
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
