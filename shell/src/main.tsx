import '@callout/ui/styles.css';
import './app/shell.css';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import shellResources from '@callout/i18n/locales/en-GB/shell.json';
import { startOutboxReplay } from '@callout/offline/replay-triggers';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { config } from './app/config';
import { buildRoutes } from './app/routes';
import { OfflineDataNotice } from './features/pwa/components/offline-data-notice';
import { PwaTray } from './features/pwa/components/pwa-tray';
import { listenForInstallPrompt } from './features/pwa/install-prompt';
import { replayQueuedPostsWithCurrentSession } from './features/pwa/outbox-session';
import { registerShellWorker } from './features/pwa/shell-worker';
import { getRemotesManifest } from './features/remotes/api/get-remotes-manifest';

initI18n();
addNamespace('shell', shellResources);
addNamespace('pwa', pwaResources);

// Before the first await: the install offer can come early, and queued posts should leave at once.
listenForInstallPrompt();
replayQueuedPostsWithCurrentSession();
startOutboxReplay();
// The worker is built only by `vite build`; the dev server has none.
if (import.meta.env.PROD) registerShellWorker();

const fetchManifest = () => getRemotesManifest(config.remotesManifestUrl);

const manifest = await fetchManifest().catch((error: unknown) => {
  console.error('Could not load the remotes manifest', error);
  return null;
});

const router = createBrowserRouter(buildRoutes(manifest));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <OfflineDataNotice />
    <RouterProvider router={router} />
    <PwaTray loadedManifest={manifest} fetchManifest={fetchManifest} />
  </StrictMode>,
);
