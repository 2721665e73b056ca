// Pushes are queued in the transaction of the event they tell of (a row per account in push_queue), so
// one goes out if and only if its event is committed; the sender (push-sender.ts) sends them after.
import type { NotificationKind, PushPayload } from '@callout/contracts/push';
import type { Queryable } from '../db/database';
import { insertQueuedPushes } from './push-queue-store';

type Listener = () => void;
const listeners = new Set<Listener>();

/** The sender of this process hears of each queued push, to send it as soon as the event is committed. */
export function onPushQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Queues `payload` for each account that has a device subscribed and has not switched this kind's pushes
 * off; nothing is written for the others. Never throws for an unknown or deleted account.
 */
export async function queuePush(
  db: Queryable,
  accountIds: string | readonly string[],
  payload: PushPayload & { kind: NotificationKind },
): Promise<void> {
  const ids = typeof accountIds === 'string' ? [accountIds] : [...accountIds];
  if (ids.length === 0) return;
  const queued = await insertQueuedPushes(db, ids, payload, payload.kind);
  if (queued.length > 0) for (const listener of listeners) listener();
}
