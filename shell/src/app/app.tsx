// The whole app under a router of the caller's: BrowserRouter in the page (main.tsx), StaticRouter when the
// server renders a page (server-render.tsx). Both render this same tree, so the browser can hydrate the
// server's HTML where it stands instead of rendering it again.
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { type ReactNode, StrictMode, useEffect, useMemo } from 'react';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary';
import { DeferredPwaTray } from '../features/pwa/components/deferred-pwa-tray';
import { OfflineDataNotice } from '../features/pwa/components/offline-data-notice';
import { DocumentTitle } from '../lib/document-title';
import { releaseEarlyLanguageChoice } from '../lib/early-language-choice';
import { releaseHeldClicks } from '../lib/held-clicks';
import { RouteTable } from '../lib/route-table';
import { useHydrated } from '../lib/use-hydrated';
import { buildRoutes } from './routes';

export function AppRoutes({ manifest }: { manifest: RemotesManifest | null }) {
  const routes = useMemo(() => buildRoutes(manifest), [manifest]);
  return (
    // Catches what the layouts themselves throw; each layout catches what its pages throw.
    <RouteErrorBoundary>
      <DocumentTitle manifest={manifest} />
      <RouteTable routes={routes} />
    </RouteErrorBoundary>
  );
}

interface AppProps {
  /** The router, with <AppRoutes> inside. */
  router: ReactNode;
  manifest: RemotesManifest | null;
  fetchManifest: () => Promise<RemotesManifest>;
}

/**
 * Once the page is live, a click held while the app loaded (lib/held-clicks.ts) reaches its control, and the
 * language switches handle a choice themselves (lib/early-language-choice.ts).
 */
function ReleaseHeldClicks() {
  const live = useHydrated();
  useEffect(() => {
    if (!live) return;
    releaseHeldClicks();
    releaseEarlyLanguageChoice();
  }, [live]);
  return null;
}

export function App({ router, manifest, fetchManifest }: AppProps) {
  return (
    <StrictMode>
      {/* Eager (and small): it must listen before the worker's first answer from cache. */}
      <OfflineDataNotice />
      {router}
      <DeferredPwaTray loadedManifest={manifest} fetchManifest={fetchManifest} />
      <ReleaseHeldClicks />
    </StrictMode>
  );
}
