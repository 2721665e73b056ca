// Sends the queued pushes (push-queue.ts) to every subscribed device of their account: encrypted
// (aes128gcm) and signed with the VAPID keys, over our own fetch so an allowed loopback stand-in may use
// http and a redirect is never followed. A push is tried once: a late "your provider is on the way" helps
// nobody. A device whose push service answers 404 or 410 has unsubscribed, and its subscription is deleted.
import type { FastifyBaseLogger } from 'fastify';
import type webpush from 'web-push';
import type { Queryable } from '../db/database';
import type { AppMetrics } from '../health/metrics';
import { failureLog } from '../jobs/failure-log';
import { queueRunner } from '../jobs/queue-runner';
import { type AllowedHost, isAllowedEndpoint } from './endpoint-allow-list';
import { onPushQueued } from './push-queue';
import { claimDuePushes, deleteQueuedPushes } from './push-queue-store';
import {
  deleteSubscriptionById,
  markSubscriptionReached,
  type Subscription,
  subscriptionsOf,
} from './subscription-store';
import type { VapidKeys } from './vapid-keys';

export interface PushSender {
  /** Sends what is queued now (the sender does this by itself; tests call it to not wait). */
  deliverNow(): Promise<void>;
  close(): Promise<void>;
}

/** Kept by the push service while the device is offline; an hour covers a tunnel or a flight of stairs. */
const timeToLiveSeconds = 60 * 60;
const sendTimeoutMs = 10_000;
const claimSeconds = 60;
const batchSize = 50;
/** Looks again after a queued push, in case its event's transaction was still open the first time. */
const followUpDelaysMs = [150, 2_000];
const pollMs = 30_000;

export interface PushSenderOptions {
  db: Queryable;
  keys: VapidKeys;
  allowList: readonly AllowedHost[];
  metrics: AppMetrics;
  log: FastifyBaseLogger;
}

export function createPushSender({ db, keys, allowList, metrics, log }: PushSenderOptions): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  const sendTo = async (subscription: Subscription, body: string): Promise<void> => {
    if (!isAllowedEndpoint(subscription.endpoint, allowList)) {
      // The allow-list changed since the device subscribed: the server sends nothing there any more.
      await deleteSubscriptionById(db, subscription.id);
      metrics.pushes.inc({ outcome: 'gone' });
      return;
    }
    // Loaded with the first push, not at start: most starts send none for a while.
    const { default: webPush } = await import('web-push');
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        body,
        { vapidDetails, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm' },
      );
    } catch (error) {
      // Keys nothing can be encrypted to (subscribe checks them; an older row may not have been).
      await deleteSubscriptionById(db, subscription.id);
      metrics.pushes.inc({ outcome: 'gone' });
      log.warn(
        { err: error, subscription: subscription.id },
        'A subscription with unusable keys was deleted',
      );
      return;
    }
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    try {
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ?? undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(sendTimeoutMs),
      });
      await answer.body?.cancel();
      if (answer.status === 404 || answer.status === 410) {
        await deleteSubscriptionById(db, subscription.id);
        metrics.pushes.inc({ outcome: 'gone' });
      } else if (answer.ok) {
        await markSubscriptionReached(db, subscription.id);
        metrics.pushes.inc({ outcome: 'sent' });
      } else {
        metrics.pushes.inc({ outcome: 'failed' });
        log.warn({ status: answer.status, subscription: subscription.id }, 'A push service refused a push');
      }
    } catch (error) {
      metrics.pushes.inc({ outcome: 'failed' });
      log.warn({ err: error, subscription: subscription.id }, 'A push could not be sent');
    }
  };

  const deliverBatch = async (): Promise<number> => {
    const due = await claimDuePushes(db, claimSeconds, batchSize);
    if (due.length === 0) return 0;
    const accounts = [...new Set(due.map((push) => push.account_id))];
    const subscriptions = await subscriptionsOf(db, accounts);
    await Promise.all(
      due
        .sort((a, b) => Number(a.id) - Number(b.id))
        .flatMap((push) =>
          subscriptions
            .filter((subscription) => subscription.account_id === push.account_id)
            .map((subscription) => sendTo(subscription, JSON.stringify(push.payload))),
        ),
    );
    await deleteQueuedPushes(
      db,
      due.map((push) => push.id),
    );
    return due.length;
  };

  const readFailures = failureLog(log, 'The push queue could not be read');
  const runner = queueRunner(async () => {
    try {
      while (!runner.isClosed() && (await deliverBatch()) === batchSize) {}
      readFailures.succeeded();
    } catch (error) {
      readFailures.failed(error);
    }
  });
  const deliverNow = runner.runNow;

  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliverNow();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const stopListening = onPushQueued(() => {
    for (const delay of followUpDelaysMs) later(delay);
  });
  const poll = setInterval(() => void deliverNow(), pollMs);
  poll.unref();
  later(0); // what was queued while no instance was running

  return {
    deliverNow,
    async close() {
      stopListening();
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      await runner.close();
    },
  };
}
