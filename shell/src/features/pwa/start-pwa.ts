// The offline machinery that no page needs to draw itself: replaying the outbox and registering the service
// worker (workbox-window). main.tsx loads this once the browser is idle. The replay (and with it Dexie)
// loads only when posts may wait in the outbox (@callout/offline/outbox-marker), or once this page queues one.
import { readSession } from '@callout/api-client/session-storage';
import { outboxMayHoldPosts, outboxQueuedEvent } from '@callout/offline/outbox-marker';
import { keepDeviceDataForSignedInAccount } from './account-data';
import { syncPushSubscription } from './push-subscription-sync';
import { registerShellWorker } from './shell-worker';

function startOutboxReplayWhenNeeded(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    window.removeEventListener(outboxQueuedEvent, start);
    import('@callout/offline/replay-triggers').then(
      ({ startOutboxReplay }) => startOutboxReplay(),
      (error: unknown) => console.error('Could not start sending queued posts', error),
    );
  };
  window.addEventListener(outboxQueuedEvent, start);
  void outboxMayHoldPosts().then((may) => {
    if (may) start();
  });
}

/**
 * Keeps what this device knows of its pushes in the cookie the server draws Settings and the offer card
 * with (@callout/module-kit/push/device-state), before the account first opens them.
 */
function rememberPushDevice(): void {
  if (!readSession()) return;
  import('@callout/module-kit/push/device-state')
    .then(({ readPushDeviceState }) => readPushDeviceState())
    .catch((error: unknown) => console.error('Could not read this device’s pushes', error));
}

export function startPwa(): void {
  keepDeviceDataForSignedInAccount();
  startOutboxReplayWhenNeeded();
  // The worker is built only by `vite build`; the dev server has none.
  if (import.meta.env.PROD) {
    registerShellWorker();
    syncPushSubscription();
    rememberPushDevice();
  }
}
