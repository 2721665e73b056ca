// The shell's route table: its own pages, plus every module route the remotes manifest declares.
import type { RouteAccess } from '@callout/contracts/module-contract';
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import type { RouteObject } from '@callout/router';
import { LogoutButton } from '../features/auth/components/logout-button';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { RouteErrorPage } from '../features/errors/components/route-error-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { HomePage } from '../features/public/components/home-page';
import { ModuleUnavailable } from '../features/remotes/components/module-unavailable';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { accountPages, guarded, signInBranch } from './account-routes';
import { paths } from './paths';

const publicPages: RouteObject[] = [
  { path: paths.home.path, element: <HomePage /> },
  {
    path: paths.getStarted.path,
    lazy: async () => ({
      Component: (await import('../features/public/components/get-started-page')).GetStartedPage,
    }),
  },
  {
    path: paths.howItWorks.path,
    lazy: async () => ({
      Component: (await import('../features/public/components/how-it-works-page')).HowItWorksPage,
    }),
  },
  {
    path: paths.about.path,
    lazy: async () => ({ Component: (await import('../features/public/components/about-page')).AboutPage }),
  },
  {
    path: paths.services.path,
    lazy: async () => ({
      Component: (await import('../features/public/components/services-page')).ServicesPage,
    }),
  },
  {
    path: paths.help.path,
    lazy: async () => ({ Component: (await import('../features/help/components/help-page')).HelpPage }),
  },
  {
    path: paths.terms.path,
    lazy: async () => ({ Component: (await import('../features/public/components/terms-page')).TermsPage }),
  },
  {
    path: paths.privacy.path,
    lazy: async () => ({
      Component: (await import('../features/public/components/privacy-page')).PrivacyPage,
    }),
  },
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
      errorElement: <RouteErrorPage />,
      // The first visit to a lazily loaded page renders the layout with an empty body meanwhile.
      HydrateFallback: () => null,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...publicPages,
            ...moduleRoutes(manifest, 'public'),
            guarded('customer', [...moduleRoutes(manifest, 'customer'), ...accountPages.customer]),
            guarded('provider', [...moduleRoutes(manifest, 'provider'), ...accountPages.provider]),
            { path: '*', element: manifest ? <NotFoundPage /> : <ManifestUnavailable /> },
          ],
        },
      ],
    },
    signInBranch,
  ];
}
