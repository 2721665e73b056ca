// Sends queued posts oldest first, one at a time. 2xx: done, removed. 5xx or 429: the server may
// recover, so the item stays and blocks later ones (order matters in a chat). Other 4xx: the server
// refused it; the item is marked failed with the server's message and the queue moves on.
// A lost response is retried with the same Idempotency-Key, so the server answers without a duplicate.
import { type OutboxItem, outboxDb } from './outbox-db';
import { nextToSend, toRequest } from './outbox-items';
import { withOutboxLock } from './outbox-lock';

/** A hung request must not hold the queue for ever; the spec sets no timeout for other calls. */
export const outboxRequestTimeoutMs = 30_000;

export interface ReplayResult {
  /** Items still waiting: offline, or the server asked to come back later. */
  pending: boolean;
  /** The response to each item sent in this run, by Idempotency-Key. */
  responses: Map<string, Response>;
}

export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

async function refusalMessage(response: Response): Promise<string> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string' && body.message.trim() !== '') return body.message;
  return response.statusText || `The server refused this (${response.status}).`;
}

async function sendOne(item: OutboxItem): Promise<Response | null> {
  try {
    return await fetch(toRequest(item, AbortSignal.timeout(outboxRequestTimeoutMs)));
  } catch {
    return null; // offline, or no answer in time
  }
}

export function replayOutbox(): Promise<ReplayResult> {
  return withOutboxLock(async () => {
    const responses = new Map<string, Response>();
    for (;;) {
      const item = await nextToSend();
      if (!item?.seq) return { pending: false, responses };
      const response = await sendOne(item);
      if (!response || isRetryableStatus(response.status)) {
        await outboxDb.outbox.update(item.seq, { attempts: item.attempts + 1 });
        if (response) responses.set(item.key, response);
        return { pending: true, responses };
      }
      responses.set(item.key, response);
      if (response.ok) {
        await outboxDb.outbox.delete(item.seq);
      } else {
        await outboxDb.outbox.update(item.seq, {
          status: 'failed',
          error: await refusalMessage(response),
          attempts: item.attempts + 1,
        });
      }
    }
  });
}

/** Sends a refused item again, e.g. after the user fixed what the server complained about. */
export async function retryOutboxItem(key: string): Promise<ReplayResult> {
  await outboxDb.outbox.where('key').equals(key).modify({ status: 'sending', error: undefined });
  return replayOutbox();
}
