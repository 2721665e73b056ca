// Sends queued posts one at a time, in queue order within each scope (one chat, one review); scopes do
// not wait for each other. 2xx: done, removed. 5xx, 429 or no answer: the server may recover, so the
// item waits (exponential backoff, or Retry-After) and holds up the later items of its scope only.
// 401: its token is dead; it waits for its account to sign in again. Other 4xx: refused; marked failed
// with the server's message. Not delivered within 24 hours: marked failed too, with Retry and Discard.
// A lost response is retried with the same Idempotency-Key, so the server answers without a duplicate.
// An item that leads its scope (a support case before its chat's messages) holds the later items of its
// scope while it has failed too: they wait for it to be sent again (or discarded).
import { currentOutboxSession, headersToSend, type OutboxSession, withoutToken } from './outbox-account';
import { type OutboxItem, outboxDb } from './outbox-db';
import { failedLeaders, waitingItems } from './outbox-items';
import { withOutboxLock } from './outbox-lock';
import { markOutboxEmpty, markPostsQueued, outboxMarker } from './outbox-marker';
import { outboxRetry, retryDelayMs } from './outbox-policy';

/** A hung request must not hold the queue for ever; the spec sets no timeout for other calls. */
export const outboxRequestTimeoutMs = 30_000;

export interface ReplayResult {
  /** Items still waiting that this page or worker could send later: offline, or backing off. */
  pending: boolean;
  /** The earliest time a waiting item may be tried again, when one is backing off. */
  retryAt?: number;
  /** The response to each item sent in this run, by Idempotency-Key. */
  responses: Map<string, Response>;
}

export interface ReplayOptions {
  /** The clock; tests move it. */
  now?: () => number;
  /** Who is signed in; by default the stored session (none in the service worker). */
  session?: OutboxSession | null;
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

async function sendOne(item: OutboxItem, headers: Headers): Promise<Response | null> {
  try {
    return await fetch(
      new Request(item.url, {
        method: item.method,
        headers,
        body: item.body,
        credentials: item.credentials,
        signal: AbortSignal.timeout(outboxRequestTimeoutMs),
      }),
    );
  } catch {
    return null; // offline, or no answer in time
  }
}

/** A token the server refused is dead: no item may be sent with it again. */
async function forgetToken(authorization: string | null): Promise<void> {
  if (!authorization) return;
  await outboxDb.outbox.toCollection().modify((item) => {
    if (
      item.headers.some(([name, value]) => name.toLowerCase() === 'authorization' && value === authorization)
    )
      item.headers = withoutToken(item.headers);
  });
}

const deviceOffline = () => globalThis.navigator?.onLine === false;
const deadlineOf = (item: OutboxItem) => item.deadline ?? item.createdAt + outboxRetry.giveUpAfterMs;

export function replayOutbox({ now = Date.now, session }: ReplayOptions = {}): Promise<ReplayResult> {
  return withOutboxLock(async () => {
    const sendAs = session === undefined ? currentOutboxSession() : session;
    const responses = new Map<string, Response>();
    const result: ReplayResult = { pending: false, responses };
    /** Scopes whose first item waits: their later items wait behind it, to keep the chat's order. */
    const held = new Set<string>();
    /** Accounts whose token the server refused in this run. */
    const refused = new Set<string | undefined>();
    const wait = (item: OutboxItem, until?: number) => {
      held.add(item.scope);
      result.pending = true;
      if (until !== undefined) result.retryAt = Math.min(result.retryAt ?? until, until);
    };

    // Read before the outbox: a post queued meanwhile in another tab keeps the marker (outbox-marker.ts).
    const marker = outboxMarker();
    const leaders = await failedLeaders();
    const waiting = await waitingItems();
    for (const queued of waiting) {
      if (held.has(queued.scope) || queued.seq === undefined) continue;
      if (queued.seq > (leaders.get(queued.scope) ?? Number.POSITIVE_INFINITY)) continue;
      // Read again: another tab may have sent or discarded it while this run sent the ones before.
      const item = await outboxDb.outbox.get(queued.seq);
      if (item?.status !== 'sending') continue;
      const headers = headersToSend(item, sendAs);
      if (!headers || refused.has(item.account)) {
        held.add(item.scope); // waits for its account to sign in; nothing this run can do
        continue;
      }
      if (now() >= deadlineOf(item)) {
        await outboxDb.outbox.update(item.seq as number, { status: 'failed', expired: true });
        if (item.leads) held.add(item.scope);
        continue;
      }
      if (item.notBefore !== undefined && item.notBefore > now()) {
        wait(item, item.notBefore);
        continue;
      }

      const response = await sendOne(item, headers);
      if (!response && deviceOffline()) {
        result.pending = true; // nothing else can leave either; the `online` event replays
        return result;
      }
      if (response) responses.set(item.key, response);
      const attempts = item.attempts + 1;
      if (!response || isRetryableStatus(response.status)) {
        const notBefore = now() + retryDelayMs(attempts, response?.headers.get('Retry-After') ?? null, now());
        await outboxDb.outbox.update(item.seq as number, { attempts, notBefore });
        wait(item, notBefore);
      } else if (response.ok) {
        await outboxDb.outbox.delete(item.seq as number);
      } else if (response.status === 401) {
        await outboxDb.outbox.update(item.seq as number, { attempts });
        await forgetToken(headers.get('Authorization'));
        refused.add(item.account);
        held.add(item.scope);
      } else {
        const error = await refusalMessage(response);
        await outboxDb.outbox.update(item.seq as number, { status: 'failed', error, attempts });
        if (item.leads) held.add(item.scope);
      }
    }
    if (waiting.length === 0 || (await waitingItems()).length === 0) markOutboxEmpty(marker);
    return result;
  });
}

/** Sends a failed item again, e.g. after the user fixed what the server complained about. */
export async function retryOutboxItem(key: string): Promise<ReplayResult> {
  await outboxDb.outbox
    .where('key')
    .equals(key)
    .modify((item) => {
      item.status = 'sending';
      item.error = undefined;
      item.expired = false;
      item.notBefore = undefined;
      item.deadline = Date.now() + outboxRetry.giveUpAfterMs;
    });
  markPostsQueued();
  return replayOutbox();
}
