import type { ModuleName, RouteAccess } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { useTranslation } from '@callout/i18n/react';
import { matchRoutes, Outlet, useLocation } from '@callout/router';
import { type ReactNode, Suspense } from 'react';
import { config } from '../../../config/app-config';
import { useDrawnSession } from '../../../lib/drawn-session';
import { useRouteTable } from '../../../lib/route-table';
import { useSessionRole } from '../../../lib/use-session';
import { RouteErrorBoundary } from '../../errors/components/route-error-boundary';
import { AreaBottomBar, AreaMenuNav } from '../../navigation/components/area-navigation';
import { type PageArea, useAreaMenu } from '../../navigation/hooks/use-area-menu';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import { BrandHeader, TopBar } from './top-bar';

function Frame({ header, menu, bar }: { header: ReactNode; menu?: ReactNode; bar?: ReactNode }) {
  const { t } = useTranslation('shell');
  // A signed-in page drawn on the server is only to look at until the app takes over (main.tsx): its
  // buttons would do nothing yet, and its forms must not be sent by the browser itself.
  const drawnForAccount = useDrawnSession() !== null;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {config.features.demo && <p className="demo-ribbon">{t('demoRibbon')}</p>}
      {header}
      {menu}
      <main id="main" tabIndex={-1} inert={drawnForAccount || undefined}>
        <RouteErrorBoundary>
          <Suspense fallback={<NavigationProgress />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      {bar}
      <ScrollRestoration />
    </>
  );
}

/** What the routes say of the page in their `handle`: the guard's access, and the module drawing it. */
function usePageArea(): PageArea {
  const matches = matchRoutes(useRouteTable(), useLocation()) ?? [];
  const handles = matches.map(
    (match) => (match.route.handle ?? {}) as { access?: RouteAccess; module?: ModuleName },
  );
  return {
    access: handles.findLast((handle) => handle.access !== undefined)?.access,
    module: handles.findLast((handle) => handle.module !== undefined)?.module,
  };
}

/**
 * Spec section 2, route guard: on a screen that requires login, with no session stored, menus are hidden.
 * Otherwise the account's own menu (from the modules' contracts in `manifest`) stands under the top bar.
 */
export function AppLayout({
  sessionActions,
  manifest = null,
}: {
  sessionActions?: ReactNode;
  manifest?: RemotesManifest | null;
}) {
  const area = usePageArea();
  const role = useSessionRole();
  const areaMenu = useAreaMenu(manifest, area);
  const menusHidden = area.access !== undefined && area.access !== 'public' && role === 'signed-out';
  return (
    <Frame
      header={menusHidden ? <BrandHeader /> : <TopBar sessionActions={sessionActions} />}
      menu={areaMenu && <AreaMenuNav area={areaMenu} />}
      bar={
        areaMenu && (
          <div className="area-bar-slot">
            <AreaBottomBar area={areaMenu} />
          </div>
        )
      }
    />
  );
}

/** Sign-in and registration screens use the brand-only header. */
export function BrandLayout() {
  return <Frame header={<BrandHeader />} />;
}
