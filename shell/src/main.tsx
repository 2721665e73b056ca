import '@callout/ui/styles.css';
import './app/shell.css';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import shellResources from '@callout/i18n/locales/en-GB/shell.json';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { config } from './app/config';
import { buildRoutes } from './app/routes';
import { getRemotesManifest } from './features/remotes/api/get-remotes-manifest';

initI18n();
addNamespace('shell', shellResources);

const manifest = await getRemotesManifest(config.remotesManifestUrl).catch((error: unknown) => {
  console.error('Could not load the remotes manifest', error);
  return null;
});

const router = createBrowserRouter(buildRoutes(manifest));
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
