import '@callout/ui/styles.css';
import '@callout/ui/motion.css';
import './app/shell.css';
import { readSession, syncPageSessionCookie } from '@callout/api-client/session-storage';
import { addNamespace, initI18n } from '@callout/i18n/i18n';
import { commonTranslations, pwaTranslations, shellTranslations } from '@callout/i18n/translations';
import { deviceLanguage, showLanguage, syncLanguageCookie } from '@callout/module-kit/language-choice';
import { BrowserRouter } from '@callout/router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, AppRoutes } from './app/app';
import { preloadPageAt } from './app/routes';
import { config } from './config/app-config';
import { checkStoredSessionEarly } from './features/auth/hooks/use-session-check';
import { getRemotesManifest } from './features/remotes/api/get-remotes-manifest';
import { preloadModuleAt } from './features/remotes/preload-module';
import { whenSettled } from './lib/when-idle';

// The language this device shows the page in: the shell's texts load in it alone (the server hinted their
// files in the page it rendered in that language), never in another.
const language = deviceLanguage();
initI18n(language);
const shellTexts = Promise.all([
  addNamespace('common', {}, commonTranslations),
  addNamespace('shell', {}, shellTranslations),
  addNamespace('pwa', {}, pwaTranslations),
]);

// A session stored before the server drew signed-in pages gets its cookie now, for the next page.
syncPageSessionCookie();
syncLanguageCookie();

// The language the server rendered the page in, and the one this device shows: the page's texts load beside
// the manifest.
const renderedIn = document.documentElement.lang;
const languageShown = Promise.all([shellTexts, showLanguage(language)]);

const fetchManifest = () => getRemotesManifest(config.remotesManifestUrl);

// The page's own code loads, and a stored session is checked, while the manifest is fetched, not after the
// first render.
preloadPageAt(window.location.pathname);
checkStoredSessionEarly();

const [manifest] = await Promise.all([
  fetchManifest().catch((error: unknown) => {
    console.error('Could not load the remotes manifest', error);
    return null;
  }),
  languageShown,
]);

if (manifest) preloadModuleAt(window.location.pathname, manifest);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <App
    router={
      <BrowserRouter>
        <AppRoutes manifest={manifest} />
      </BrowserRouter>
    }
    manifest={manifest}
    fetchManifest={fetchManifest}
  />
);

// The server renders public and sign-in pages as a visitor without a session sees them (server-render.tsx):
// such a page is hydrated where it stands. It renders a signed-in page for the account of the session
// cookie: the app then renders its own beside it and swaps the two once it shows that page (take-over.ts).
// Otherwise (a session of another kind, a page kept by the worker for another address) the app renders its
// own, which replaces the server's in one step.
const session = readSession();
// A page rendered in another language than the device shows (a choice the server did not know of) is
// replaced by the app's own, like a page rendered for someone else.
const renderedHere = container.dataset.rendered === window.location.pathname && renderedIn === language;
const renderedFor = renderedHere ? container.dataset.renderedFor : undefined;
// In a transition React renders in slices, giving the browser its turn every few milliseconds, instead of one
// long task that would hold a tap or a keypress on a slow phone.
startTransition(() => {
  if (renderedHere && renderedFor === undefined && session === null) {
    hydrateRoot(container, app);
  } else if (renderedFor !== undefined && renderedFor === session?.accountType) {
    const live = document.createElement('div');
    // In the signed-in boot stage's chunk (boot/session-check.ts), loaded already: not on a visitor's page.
    void import('./app/take-over').then(({ takeOverWhenShown }) => takeOverWhenShown(container, live));
    createRoot(live).render(app);
  } else {
    createRoot(container).render(app);
  }
});

// Queued posts leave, and the worker registers, once the page has settled: both bring code (Dexie,
// workbox-window) that rendering it does not need, and should not slow a module page loading its data.
whenSettled(() => {
  import('./features/pwa/start-pwa').then(
    ({ startPwa }) => startPwa(),
    (error: unknown) => console.error('Could not start offline support', error),
  );
});
