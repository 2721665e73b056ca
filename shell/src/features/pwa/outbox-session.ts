// Queued chat messages and reviews are replayed from this tab with the session stored now.
import { readSession } from '@callout/api-client/session-storage';
import { setOutboxHeaders } from '@callout/offline/outbox-headers';

export function replayQueuedPostsWithCurrentSession(): void {
  setOutboxHeaders((): Record<string, string> => {
    const session = readSession();
    return session ? { Authorization: `Bearer ${session.token}` } : {};
  });
}
