// Background Sync lets the browser wake the service worker to replay the outbox once the connection
// returns, even with no Callout tab open. Where it is missing, the page replays on `online` instead.

export const outboxSyncTag = 'callout-outbox';

interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

export async function requestBackgroundSync(): Promise<boolean> {
  try {
    const registration = (await globalThis.navigator?.serviceWorker?.getRegistration()) as
      | SyncRegistration
      | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(outboxSyncTag);
    return true;
  } catch {
    return false; // permission denied or not supported: the page's own triggers still replay
  }
}
