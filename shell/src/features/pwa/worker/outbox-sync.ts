// Background Sync: the browser wakes the worker when the connection returns, with or without an open
// tab, and the worker sends the outbox. Leaving items behind makes the browser try again later.
import { outboxSyncTag } from '@callout/offline/background-sync';
import { replayOutbox } from '@callout/offline/replay-outbox';
import { worker } from './worker-scope';

export function replayOutboxOnSync(): void {
  worker.addEventListener('sync', (event) => {
    if (event.tag !== outboxSyncTag) return;
    event.waitUntil(
      replayOutbox().then(({ pending }) => {
        if (pending) throw new Error('Outbox items are still waiting; the browser will retry');
      }),
    );
  });
}
