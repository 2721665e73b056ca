// The one way to send a chat message, a new support case or a review: it gets an Idempotency-Key, enters the
// outbox, and is sent in order behind anything already waiting in its scope (its chat, its review). Offline,
// it waits there until the connection returns.

import { requestBackgroundSync } from './background-sync';
import { idempotencyKeyHeader, newIdempotencyKey } from './idempotency';
import { addToOutbox, findOutboxItem } from './outbox-items';
import { isQueuedPost } from './queued-posts';
import { isRetryableStatus, replayOutbox } from './replay-outbox';
import { outboxPending } from './replay-triggers';

export type SendResult =
  | { state: 'sent'; key: string; response?: Response }
  | { state: 'queued'; key: string }
  | { state: 'failed'; key: string; response: Response; message: string };

/** Marks the synthetic answer `outboxFetch` gives for a post that is waiting in the outbox. */
export const queuedHeader = 'X-Callout-Queued';

export interface QueueOptions {
  scope: string;
  /** The later posts of the scope need this one: they wait for it even once it has failed. */
  leads?: boolean;
}

export async function sendOrQueue(request: Request, { scope, leads }: QueueOptions): Promise<SendResult> {
  if (!isQueuedPost(request.method, request.url)) {
    throw new Error(
      `Only chat, support case and review posts may be queued, not ${request.method} ${request.url}`,
    );
  }
  const key = request.headers.get(idempotencyKeyHeader) ?? newIdempotencyKey();
  const keyed = new Request(request, { headers: withKey(request.headers, key) });
  await addToOutbox(keyed, key, scope, { leads });

  const { responses, pending, retryAt } = await replayOutbox();
  if (pending) {
    void requestBackgroundSync();
    globalThis.dispatchEvent?.(outboxPending(retryAt));
  }
  const response = responses.get(key);
  if (response?.ok) return { state: 'sent', key, response };
  // A 401 keeps the post for its account's next session; anything else short of a retry is a refusal.
  if (response && !isRetryableStatus(response.status) && response.status !== 401) {
    const item = await findOutboxItem(key);
    return { state: 'failed', key, response, message: item?.error ?? response.statusText };
  }
  // Not answered in this run: still waiting, unless another tab or the worker sent it meanwhile.
  return (await findOutboxItem(key)) ? { state: 'queued', key } : { state: 'sent', key };
}

function withKey(headers: Headers, key: string): Headers {
  const copy = new Headers(headers);
  copy.set(idempotencyKeyHeader, key);
  return copy;
}

/**
 * A `fetch` for the shared ky client: `api.post('newchat', { body, fetch: outboxFetch(scope) })`.
 * A post that waits in the outbox answers 202 with `X-Callout-Queued: 1` and the usual
 * `{ success, message }` envelope, so the screen can show it as 'sending'.
 */
export function outboxFetch(scope: string, { leads }: Pick<QueueOptions, 'leads'> = {}): typeof fetch {
  return async (input, init) => {
    const result = await sendOrQueue(new Request(input, init), { scope, leads });
    if (result.state !== 'queued' && result.response) return result.response;
    const queued = result.state === 'queued';
    return Response.json(
      { success: true, message: queued ? 'queued' : 'sent' },
      { status: queued ? 202 : 200, headers: queued ? { [queuedHeader]: '1' } : {} },
    );
  };
}
