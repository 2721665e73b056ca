// The shell's route table: its own pages, plus every module route the remotes manifest declares.

import { readSession } from '@callout/api-client/session-storage';
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RemoteEntry, RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { RouteObject } from '@callout/router';
import { Suspense } from 'react';
import { config } from '../config/app-config';
import { withPageTexts } from '../config/page-texts';
import { paths } from '../config/paths';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { HomePage } from '../features/public/components/home-page';
import { ModuleUnavailable } from '../features/remotes/components/module-unavailable';
import { ModulePageMark, useRenderedSession } from '../lib/rendered-session';
import { useSessionRole } from '../lib/use-session';
import { accountPages, guarded, preloadAccountPageAt, signInBranch } from './account-routes';
import { lazyPage, pageCode } from './lazy-page';
import { preloadQueryLayout, withQueries } from './query-routes';

// Every page but the home page loads its code when first visited.
const GetStartedPage = pageCode(() =>
  withPageTexts(import('../features/public/components/get-started-page')).then(
    (module) => module.GetStartedPage,
  ),
);
const HowItWorksPage = pageCode(() =>
  withPageTexts(import('../features/public/components/how-it-works-page')).then(
    (module) => module.HowItWorksPage,
  ),
);
const AboutPage = pageCode(() =>
  withPageTexts(import('../features/public/components/about-page')).then((module) => module.AboutPage),
);
const ServicesPage = pageCode(() =>
  import('../features/public/components/services-page').then((module) => module.ServicesPage),
);
const HelpPage = pageCode(() =>
  import('../features/help/components/help-page').then((module) => module.HelpPage),
);
const TermsPage = pageCode(() =>
  withPageTexts(import('../features/public/components/terms-page')).then((module) => module.TermsPage),
);
const PrivacyPage = pageCode(() =>
  withPageTexts(import('../features/public/components/privacy-page')).then((module) => module.PrivacyPage),
);
const GuaranteePage = pageCode(() =>
  withPageTexts(import('../features/public/components/guarantee-page')).then(
    (module) => module.GuaranteePage,
  ),
);
const ReviewPolicyPage = pageCode(() =>
  withPageTexts(import('../features/public/components/review-policy-page')).then(
    (module) => module.ReviewPolicyPage,
  ),
);
const ComplaintsPage = pageCode(() =>
  withPageTexts(import('../features/public/components/complaints-page')).then(
    (module) => module.ComplaintsPage,
  ),
);
const StyleguidePage = pageCode(() =>
  withPageTexts(import('../features/styleguide/components/styleguide-page')).then(
    (module) => module.StyleguidePage,
  ),
);
// Log Out, for someone signed in only: a visitor's pages (`/`) do not load it.
const LogoutButton = pageCode(() =>
  import('../features/auth/components/logout-button').then((module) => module.LogoutButton),
);

function SessionActions() {
  if (useSessionRole() === 'signed-out') return null;
  return (
    <Suspense fallback={null}>
      <LogoutButton.Component />
    </Suspense>
  );
}

// A module's route loads with the module, below the query client.
const RemoteRoute = pageCode(() =>
  import('../features/remotes/components/remote-route').then((module) => module.RemoteRoute),
);

/** Starts loading the code of the shell page at `pathname`, if it has code of its own. */
export function preloadPageAt(pathname: string): void {
  const pages: Record<string, { preload(): void }> = {
    [paths.getStarted.path]: GetStartedPage,
    [paths.howItWorks.path]: HowItWorksPage,
    [paths.about.path]: AboutPage,
    [paths.services.path]: ServicesPage,
    [paths.help.path]: HelpPage,
    [paths.terms.path]: TermsPage,
    [paths.privacy.path]: PrivacyPage,
    [paths.guarantee.path]: GuaranteePage,
    [paths.reviewPolicy.path]: ReviewPolicyPage,
    [paths.complaints.path]: ComplaintsPage,
    [paths.styleguide.path]: StyleguidePage,
  };
  pages[pathname]?.preload();
  preloadAccountPageAt(pathname);
  if (readSession()) LogoutButton.preload();
  if (pathname !== paths.home.path) {
    preloadQueryLayout();
    RemoteRoute.preload();
  }
}

const homePage: RouteObject = { path: paths.home.path, element: <HomePage /> };

const publicPages: RouteObject[] = [
  { path: paths.getStarted.path, element: lazyPage('getStarted', <GetStartedPage.Component />) },
  { path: paths.howItWorks.path, element: lazyPage('howItWorks', <HowItWorksPage.Component />) },
  { path: paths.about.path, element: lazyPage('about', <AboutPage.Component />) },
  { path: paths.services.path, element: lazyPage('services', <ServicesPage.Component />) },
  { path: paths.help.path, element: lazyPage('help', <HelpPage.Component />) },
  { path: paths.terms.path, element: lazyPage('terms', <TermsPage.Component />) },
  { path: paths.privacy.path, element: lazyPage('privacy', <PrivacyPage.Component />) },
  { path: paths.guarantee.path, element: lazyPage('guarantee', <GuaranteePage.Component />) },
  { path: paths.reviewPolicy.path, element: lazyPage('reviewPolicy', <ReviewPolicyPage.Component />) },
  { path: paths.complaints.path, element: lazyPage('complaints', <ComplaintsPage.Component />) },
];

/** The style guide exists in demo mode only: elsewhere its address is not found, like any other. */
const demoPages = (): RouteObject[] =>
  config.features.demo
    ? [{ path: paths.styleguide.path, element: lazyPage('styleguide', <StyleguidePage.Component />) }]
    : [];

/** A module's route: in the browser the module's page; on the server the mark its renderer writes over. */
function ModuleRoute({ remote, path }: { remote: RemoteEntry; path: string }) {
  if (useRenderedSession() !== null) return <ModulePageMark />;
  return <RemoteRoute.Component remote={remote} path={path} />;
}

/** The manifest's routes of one access level; the guard around them is decided by the caller. */
function moduleRoutes(manifest: RemotesManifest | null, access: RouteAccess): RouteObject[] {
  if (!manifest) return [];
  return manifest.remotes.flatMap((remote) =>
    remote.routes
      .filter((route) => route.access === access)
      .map((route) => ({
        path: route.path,
        // The layout marks the module's own menu entry current on any of its pages (area-menu.ts).
        handle: { module: remote.name },
        element: lazyPage(
          `${remote.name}:${route.path}`,
          <ModuleRoute key={`${remote.name}:${route.path}`} remote={remote} path={route.path} />,
        ),
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
      element: <AppLayout sessionActions={<SessionActions />} manifest={manifest} />,
      children: [
        homePage,
        withQueries([
          ...publicPages,
          ...demoPages(),
          ...moduleRoutes(manifest, 'public'),
          guarded('customer', [...moduleRoutes(manifest, 'customer'), ...accountPages.customer]),
          guarded('provider', [...moduleRoutes(manifest, 'provider'), ...accountPages.provider]),
          guarded('operator', [...moduleRoutes(manifest, 'operator'), ...accountPages.operator]),
        ]),
        { path: '*', element: manifest ? <NotFoundPage /> : <ManifestUnavailable /> },
      ],
    },
    signInBranch,
  ];
}
