// Registers the service worker through workbox-window and tracks whether a new one is waiting.
// Only an explicit Reload lets it take over (SKIP_WAITING), so a half-filled form is never lost.
import { Workbox } from 'workbox-window';
import { takeOverTimeoutMs } from './constants';
import { workerScriptUrl } from './worker-script-url';

let workbox: Workbox | undefined;
let waiting = false;
const listeners = new Set<() => void>();

export function registerShellWorker(): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(workerScriptUrl(), { scope: '/' });
  // Fired for a worker installed now or already waiting when the page loaded, from this tab or another.
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener();
  });
  workbox.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}

export function checkForShellUpdate(): void {
  workbox?.update().catch(() => undefined); // offline: the next check will try again
}

export function isShellUpdateWaiting(): boolean {
  return waiting;
}

export function subscribeShellUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting worker take over, then reloads once it controls the page. */
export function activateShellUpdate(): void {
  const reload = () => window.location.reload();
  if (!workbox || !waiting) {
    reload();
    return;
  }
  workbox.addEventListener('controlling', reload);
  workbox.messageSkipWaiting();
  setTimeout(reload, takeOverTimeoutMs);
}
