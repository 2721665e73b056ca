import '@callout/ui/styles.css';
import './app/shell.css';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import shellResources from '@callout/i18n/locales/en-GB/shell.json';
import { BrowserRouter } from '@callout/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './app/config';
import { buildRoutes, preloadPageAt } from './app/routes';
import { checkStoredSessionEarly } from './features/auth/hooks/use-session-check';
import { RouteErrorBoundary } from './features/errors/components/route-error-boundary';
import { DeferredPwaTray } from './features/pwa/components/deferred-pwa-tray';
import { OfflineDataNotice } from './features/pwa/components/offline-data-notice';
import { listenForInstallPrompt } from './features/pwa/install-prompt';
import { getRemotesManifest } from './features/remotes/api/get-remotes-manifest';
import { RouteTable } from './lib/route-table';
import { whenIdle } from './lib/when-idle';

initI18n();
addNamespace('shell', shellResources);
addNamespace('pwa', pwaResources);

// Before the first await: the install offer can come early.
listenForInstallPrompt();

const fetchManifest = () => getRemotesManifest(config.remotesManifestUrl);

// The page's own code loads, and a stored session is checked, while the manifest is fetched, not after the
// first render.
preloadPageAt(window.location.pathname);
checkStoredSessionEarly();

const manifest = await fetchManifest().catch((error: unknown) => {
  console.error('Could not load the remotes manifest', error);
  return null;
});

const routes = buildRoutes(manifest);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Eager (and small): it must listen before the worker's first answer from cache. */}
    <OfflineDataNotice />
    <BrowserRouter>
      {/* Catches what the layouts themselves throw; each layout catches what its pages throw. */}
      <RouteErrorBoundary>
        <RouteTable routes={routes} />
      </RouteErrorBoundary>
    </BrowserRouter>
    <DeferredPwaTray loadedManifest={manifest} fetchManifest={fetchManifest} />
  </StrictMode>,
);

// Queued posts leave, and the worker registers, once the first page is drawn: both bring code (Dexie,
// workbox-window) that drawing it does not need.
whenIdle(() => {
  import('./features/pwa/start-pwa').then(
    ({ startPwa }) => startPwa(),
    (error: unknown) => console.error('Could not start offline support', error),
  );
});
