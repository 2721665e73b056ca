// Signing in puts the service worker in control of the tab, so every page opened from then on passes
// through it and is kept offline as it arrives (its answers too), however briefly it is open. Otherwise a
// device's first worker registers only once a page has settled (3 s after it loads), and pages glanced at
// for less than that after signing in were never kept.
import { workerScriptUrl } from './worker-script-url';

/** Resolves once a service worker controls this tab; at once where there is none to be had. */
export async function serviceWorkerInControl(): Promise<void> {
  // The worker is built only by `vite build`; the dev server has none.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  if (workers.controller) return;
  const controlled = new Promise<void>((resolve) => {
    workers.addEventListener('controllerchange', () => resolve(), { once: true });
  });
  // A browser that blocks workers (automation) answers with nothing: there is nothing to wait for.
  const registration: ServiceWorkerRegistration | undefined = await workers.register(workerScriptUrl(), {
    scope: '/',
  });
  if (!registration) return;
  // The first worker takes the tab over as it activates (clientsClaim in sw.ts).
  await controlled;
}
