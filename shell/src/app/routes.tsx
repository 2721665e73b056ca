// The shell's route table: its own pages, plus every module route the remotes manifest declares.
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { RouteObject } from '@callout/router';
import { lazy } from 'react';
import { LogoutButton } from '../features/auth/components/logout-button';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { HomePage } from '../features/public/components/home-page';
import { ModuleUnavailable } from '../features/remotes/components/module-unavailable';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { accountPages, guarded, signInBranch } from './account-routes';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

// Every page but the home page loads its code when first visited.
const GetStartedPage = lazy(() =>
  import('../features/public/components/get-started-page').then((module) => ({
    default: module.GetStartedPage,
  })),
);
const HowItWorksPage = lazy(() =>
  import('../features/public/components/how-it-works-page').then((module) => ({
    default: module.HowItWorksPage,
  })),
);
const AboutPage = lazy(() =>
  import('../features/public/components/about-page').then((module) => ({ default: module.AboutPage })),
);
const ServicesPage = lazy(() =>
  import('../features/public/components/services-page').then((module) => ({ default: module.ServicesPage })),
);
const HelpPage = lazy(() =>
  import('../features/help/components/help-page').then((module) => ({ default: module.HelpPage })),
);
const TermsPage = lazy(() =>
  import('../features/public/components/terms-page').then((module) => ({ default: module.TermsPage })),
);
const PrivacyPage = lazy(() =>
  import('../features/public/components/privacy-page').then((module) => ({ default: module.PrivacyPage })),
);

const publicPages: RouteObject[] = [
  { path: paths.home.path, element: <HomePage /> },
  { path: paths.getStarted.path, element: lazyPage('getStarted', <GetStartedPage />) },
  { path: paths.howItWorks.path, element: lazyPage('howItWorks', <HowItWorksPage />) },
  { path: paths.about.path, element: lazyPage('about', <AboutPage />) },
  { path: paths.services.path, element: lazyPage('services', <ServicesPage />) },
  { path: paths.help.path, element: lazyPage('help', <HelpPage />) },
  { path: paths.terms.path, element: lazyPage('terms', <TermsPage />) },
  { path: paths.privacy.path, element: lazyPage('privacy', <PrivacyPage />) },
];

/** The manifest's routes of one access level; the guard around them is decided by the caller. */
function moduleRoutes(manifest: RemotesManifest | null, access: RouteAccess): RouteObject[] {
  if (!manifest) return [];
  return manifest.remotes.flatMap((remote) =>
    remote.routes
      .filter((route) => route.access === access)
      .map((route) => ({
        path: route.path,
        element: <RemoteRoute key={`${remote.name}:${route.path}`} remote={remote} path={route.path} />,
      })),
  );
}

/** With no manifest (offline or server down) a module path cannot be told from a wrong one. */
function ManifestUnavailable() {
  return <ModuleUnavailable onRetry={() => window.location.reload()} />;
}

export function buildRoutes(manifest: RemotesManifest | null): RouteObject[] {
  return [
    {
      element: <AppLayout sessionActions={<LogoutButton />} />,
      children: [
        ...publicPages,
        ...moduleRoutes(manifest, 'public'),
        guarded('customer', [...moduleRoutes(manifest, 'customer'), ...accountPages.customer]),
        guarded('provider', [...moduleRoutes(manifest, 'provider'), ...accountPages.provider]),
        { path: '*', element: manifest ? <NotFoundPage /> : <ManifestUnavailable /> },
      ],
    },
    signInBranch,
  ];
}
