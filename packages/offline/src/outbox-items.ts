// Reading and changing outbox items, shared by the sender, the replay and the screens.
import { currentOutboxSession } from './outbox-account';
import { type OutboxItem, outboxDb } from './outbox-db';
import { markPostsQueued } from './outbox-marker';
import { outboxRetry } from './outbox-policy';
import { writeMakingRoom } from './storage-pressure';

function formFields(headers: Headers, body: ArrayBuffer): Record<string, string> {
  if (!headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)));
}

/**
 * Stores a request (already carrying its Idempotency-Key) at the end of the queue, as the signed-in
 * account's. On a full device the caches make room for it first (storage-pressure.ts).
 */
export async function addToOutbox(
  request: Request,
  key: string,
  scope: string,
  { leads = false }: { leads?: boolean } = {},
): Promise<OutboxItem> {
  const body = await request.clone().arrayBuffer();
  const createdAt = Date.now();
  const item: OutboxItem = {
    key,
    scope,
    account: currentOutboxSession()?.account,
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    credentials: request.credentials,
    body,
    fields: formFields(request.headers, body),
    createdAt,
    deadline: createdAt + outboxRetry.giveUpAfterMs,
    status: 'sending',
    attempts: 0,
    ...(leads ? { leads } : {}),
  };
  item.seq = await writeMakingRoom(() => outboxDb.outbox.add(item));
  markPostsQueued();
  return item;
}

/** The queue position of each scope's first failed item that leads it: nothing after it may go. */
export async function failedLeaders(): Promise<Map<string, number>> {
  const failed = await outboxDb.outbox.where('status').equals('failed').toArray();
  const leaders = new Map<string, number>();
  for (const { scope, seq, leads } of failed) {
    if (leads && seq !== undefined) leaders.set(scope, Math.min(seq, leaders.get(scope) ?? seq));
  }
  return leaders;
}

/** Items still to send, in queue order. */
export async function waitingItems(): Promise<OutboxItem[]> {
  return outboxDb.outbox
    .orderBy('seq')
    .filter((item) => item.status === 'sending')
    .toArray();
}

export function findOutboxItem(key: string): Promise<OutboxItem | undefined> {
  return outboxDb.outbox.get({ key });
}

/**
 * The signed-in account's items of one scope (or all), oldest first, failed ones included so the screen
 * can show why. Another account's items are never listed; signed out, nothing is.
 */
export async function listOutbox(scope?: string): Promise<OutboxItem[]> {
  const account = currentOutboxSession()?.account;
  if (!account) return [];
  const items = scope
    ? await outboxDb.outbox.where('scope').equals(scope).toArray()
    : await outboxDb.outbox.toArray();
  return items.filter((item) => item.account === account).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function discardOutboxItem(key: string): Promise<void> {
  await outboxDb.outbox.where('key').equals(key).delete();
}
