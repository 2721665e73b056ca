// Reading and changing outbox items, shared by the sender, the replay and the screens.
import { guardStorage } from '@callout/db/storage-errors';
import { type OutboxItem, outboxDb } from './outbox-db';
import { headersForReplay } from './outbox-headers';

function formFields(headers: Headers, body: ArrayBuffer): Record<string, string> {
  if (!headers.get('Content-Type')?.includes('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)));
}

/** Stores a request (already carrying its Idempotency-Key) at the end of the queue. */
export async function addToOutbox(request: Request, key: string, scope: string): Promise<OutboxItem> {
  const body = await request.clone().arrayBuffer();
  const item: OutboxItem = {
    key,
    scope,
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    credentials: request.credentials,
    body,
    fields: formFields(request.headers, body),
    createdAt: Date.now(),
    status: 'sending',
    attempts: 0,
  };
  item.seq = await guardStorage(() => outboxDb.outbox.add(item));
  return item;
}

export function toRequest(item: OutboxItem, signal?: AbortSignal): Request {
  return new Request(item.url, {
    method: item.method,
    headers: headersForReplay(item.headers),
    body: item.body,
    credentials: item.credentials,
    ...(signal ? { signal } : {}),
  });
}

export function nextToSend(): Promise<OutboxItem | undefined> {
  return outboxDb.outbox
    .orderBy('seq')
    .filter((item) => item.status === 'sending')
    .first();
}

export function findOutboxItem(key: string): Promise<OutboxItem | undefined> {
  return outboxDb.outbox.get({ key });
}

/** Items of one scope (or all), oldest first, failed ones included so the screen can show why. */
export async function listOutbox(scope?: string): Promise<OutboxItem[]> {
  const items = scope
    ? await outboxDb.outbox.where('scope').equals(scope).toArray()
    : await outboxDb.outbox.toArray();
  return items.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function discardOutboxItem(key: string): Promise<void> {
  await outboxDb.outbox.where('key').equals(key).delete();
}
