import type { ModuleName, RouteAccess } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { useTranslation } from '@callout/i18n/react';
import { matchRoutes, Outlet, useLocation } from '@callout/router';
import { lazy, type ReactNode, Suspense } from 'react';
import { config } from '../../../config/app-config';
import { useRenderedSession } from '../../../lib/rendered-session';
import { useRouteTable } from '../../../lib/route-table';
import { useSessionRole } from '../../../lib/use-session';
import { RouteErrorBoundary } from '../../errors/components/route-error-boundary';
import { ownArea } from '../../navigation/area-menu';
import type { PageArea } from '../../navigation/hooks/use-area-menu';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { ScrollRestoration } from './scroll-restoration';
import { BrandHeader, TopBar } from './top-bar';

// Only a signed-in account on its own pages has a menu: visitors of public pages never load its code.
const AreaNavigation = lazy(() =>
  import('../../navigation/components/area-navigation').then((module) => ({
    default: module.AreaNavigation,
  })),
);

function Frame({ header, menu, bar }: { header: ReactNode; menu?: ReactNode; bar?: ReactNode }) {
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
      {menu}
      <main id="main" tabIndex={-1} inert={renderedForAccount || undefined}>
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
 * Route guard: on a screen that requires login, with no session stored, menus are hidden.
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
  const menusHidden = area.access !== undefined && area.access !== 'public' && role === 'signed-out';
  const audience = ownArea(area.access, role);
  // While the menu's code loads, its place stands (shell.css), so the page under it does not move down when
  // it comes. Customers' and operators' menus only, which always show on their pages (on phones
  // too: some of their entries are not in the bottom bar); a provider's tabs wait for the email check, so
  // their place cannot be known here. Little code: this is on every page's path.
  const navigation = (placement: 'menu' | 'bar' | 'more') =>
    audience !== null && (
      <Suspense
        fallback={
          placement === 'menu' && audience !== 'provider' ? (
            <div
              className={
                audience === 'customer' ? 'area-menu-place area-menu-place--in-bar' : 'area-menu-place'
              }
              aria-hidden="true"
            />
          ) : null
        }
      >
        <AreaNavigation manifest={manifest} area={area} placement={placement} />
      </Suspense>
    );
  return (
    <Frame
      header={
        menusHidden ? (
          <BrandHeader />
        ) : (
          <TopBar sessionActions={sessionActions} areaEntries={navigation('more')} />
        )
      }
      menu={navigation('menu')}
      bar={navigation('bar')}
    />
  );
}

/** Sign-in and registration screens use the brand-only header. */
export function BrandLayout() {
  return <Frame header={<BrandHeader />} />;
}
