// The offline machinery that no page needs to draw itself: replaying the outbox (which brings Dexie) and
// registering the service worker (workbox-window). main.tsx loads this once the browser is idle.
import { startOutboxReplay } from '@callout/offline/replay-triggers';
import { keepDeviceDataForSignedInAccount } from './account-data';
import { syncPushSubscription } from './push-subscription-sync';
import { registerShellWorker } from './shell-worker';

export function startPwa(): void {
  keepDeviceDataForSignedInAccount();
  startOutboxReplay();
  // The worker is built only by `vite build`; the dev server has none.
  if (import.meta.env.PROD) {
    registerShellWorker();
    syncPushSubscription();
  }
}
