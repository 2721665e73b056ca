// Callout's service worker (built by vite-plugin-pwa from this file). What it keeps and why:
// - the shell's startup files, precached at install (the list is chosen in vite.config.ts);
// - every app route answered with the one index.html, network first (features/pwa/worker/page-routes);
// - module files and lazy chunks cached on first use; module entries network first (module-routes);
// - the one offline read cache: API lists and details (some are POSTs), network first with an 'offline,
//   showing saved data' signal and its age, and the answers a page rendered on the server was read with,
//   kept per session so one account's answers never reach another's screen (api-routes,
//   rendered-answers, api-cache-partition);
// - map tiles, cache first, the 500 last used (map-tile-routes);
// - chat pictures, network first, one account's at a time, at most 50 MB, oldest out (media-routes);
// - on a full device, cached pictures and API answers make room; the outbox is never touched (quota-relief);
// - chat and review posts made offline are sent by Background Sync (outbox-sync); the page sends
//   them too, on `online`, where the browser has no Background Sync;
// - Web Push: pushes are shown with no page open, and a click opens the page they name (push-notifications).
// A new worker waits until the user presses Reload in the update prompt: never a reload mid-form.
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { addRoute, cleanupOutdatedCaches, precache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { apiRoute, postReadRoute } from './features/pwa/worker/api-routes';
import { mapTileRoute } from './features/pwa/worker/map-tile-routes';
import { chatPictureRoute } from './features/pwa/worker/media-routes';
import { moduleRoutes } from './features/pwa/worker/module-routes';
import { replayOutboxOnSync } from './features/pwa/worker/outbox-sync';
import { forgetKeptPage, pageRoute } from './features/pwa/worker/page-routes';
import { showPushNotifications } from './features/pwa/worker/push-notifications';
import { trimCachesWhenFull } from './features/pwa/worker/quota-relief';
import { worker } from './features/pwa/worker/worker-scope';

// vite-plugin-pwa replaces exactly `self.__WB_MANIFEST` with the precache list chosen in vite.config.ts.
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(forgetKeptPage());
});

// The first worker takes over the open tab at once, so it works offline without a reload. Later ones
// only take over when the user asks (SKIP_WAITING above).
clientsClaim();
trimCachesWhenFull();
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages before the precache route: `/` is precached, but an online visit must get the served page.
registerRoute(pageRoute);
addRoute();
for (const route of moduleRoutes) registerRoute(route);
registerRoute(apiRoute);
registerRoute(postReadRoute);
registerRoute(chatPictureRoute);
registerRoute(mapTileRoute);
replayOutboxOnSync();
showPushNotifications();
