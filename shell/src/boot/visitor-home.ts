// A visitor's first view of `/`: the server has drawn the page, its links are real links that
// work without the app, and nothing on it needs React until the visitor does something. The app (React,
// the router, i18next: about 90 kB) loads on the first interaction instead of after the paint, or at once
// when the page needs it: a session, a pending order, queued posts, another address, a waiting update.
// Everything here is small and library-free: it is part of the page's first script (src/boot.ts).
import { readPageCookie } from '@callout/api-client/page-cookies';
import { readSession } from '@callout/api-client/session-read';
import { pageSessionCookie } from '@callout/contracts/page-rendering';
import { mayHoldQueuedPosts } from '@callout/offline/outbox-marker';
import { hasPendingOrder } from '../features/pending-order/api/read-booking-draft';
import { workerScriptUrl } from '../features/pwa/worker-script-url';
import { whenSettled } from '../lib/when-idle';

/**
 * Whether the page can stay as the server drew it until the visitor interacts: `/` drawn for a visitor,
 * with no session (stored or in the page-rendering cookie, which the app would tidy), no pending order to
 * announce, no queued post to send, and no query or fragment for the app to act on.
 */
export function homeCanWait(root: DOMStringMap | undefined): boolean {
  const { pathname, search, hash } = window.location;
  if (pathname !== '/' || root?.rendered !== '/' || root.renderedFor !== undefined) return false;
  if (search !== '' || hash !== '') return false;
  if (readSession() !== null || readPageCookie(pageSessionCookie) !== undefined) return false;
  if (hasPendingOrder() || mayHoldQueuedPosts()) return false;
  // Focus already inside the page (a restored or autofocused element): the visitor is using it.
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * What shows the visitor wants more than the drawn page: a press, a touch, a key, focus moving into the
 * page, a history step, a form sent, or the session changing in another tab.
 */
const windowEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'submit', 'popstate', 'hashchange'];
const otherTabEvents = ['storage'];

/** Resolves on the visitor's first interaction with the page, or when `start` is called. */
export function firstInteraction(): { started: Promise<void>; start: () => void } {
  let start: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    start = () => {
      for (const type of [...windowEvents, ...otherTabEvents]) window.removeEventListener(type, start, true);
      resolve();
    };
  });
  for (const type of [...windowEvents, ...otherTabEvents]) {
    window.addEventListener(type, start, { capture: true, passive: true });
  }
  return { started, start };
}

/**
 * Registers the service worker once the page has settled, as the app does (features/pwa/start-pwa.ts) but
 * without workbox-window, so a first visit works offline afterwards without loading the app. A new worker
 * waiting to take over is the app's to offer (its update prompt): `start` loads it.
 */
export function registerWorkerWithoutApp(start: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    navigator.serviceWorker.register(workerScriptUrl(), { scope: '/' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        if (!registration) return; // a browser that blocks workers (automation) answers with nothing
        const offerUpdate = () => {
          if (registration.waiting && navigator.serviceWorker.controller) start();
        };
        offerUpdate();
        registration.addEventListener('updatefound', () => {
          registration.installing?.addEventListener('statechange', offerUpdate);
        });
      },
      (error: unknown) => console.error('Service worker registration failed', error),
    );
  });
}
