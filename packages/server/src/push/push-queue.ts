// Pushes are queued in the transaction of the event they tell of (a row per account in push_queue), so
// one goes out if and only if its event is committed; the sender (push-sender.ts) sends them after.
import type { NotificationKind, PushPayload } from '@callout/contracts/push';
import type { Queryable } from '../db/database';

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
  const queued = await db.query<{ id: string }>(
    `INSERT INTO push_queue (account_id, payload)
     SELECT a.id, $2::jsonb FROM accounts a
     WHERE a.id = ANY($1::text[]) AND a.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.account_id = a.id)
       AND NOT EXISTS (SELECT 1 FROM notification_settings s
                       WHERE s.account_id = a.id AND s.kind = $3 AND NOT s.push)
     RETURNING id`,
    [ids, JSON.stringify(payload), payload.kind],
  );
  if (queued.length > 0) for (const listener of listeners) listener();
}

/** The notification's heading; its body is the event's own sentence (the bell's text for providers). */
const titles: Record<NotificationKind, string> = {
  BID_RECEIVED: 'New bid on your job',
  BOOKING_CONFIRMED: 'Booking confirmed',
  PROVIDER_STARTED: 'Your job has started',
  JOB_ENDED: 'Job completed',
  ORDER_CANCELLED: 'Order cancelled',
  RESCHEDULE: 'Date change',
  CHAT_MESSAGE: 'New message',
  SUPPORT_REPLY: 'Support replied',
  DIRECT_REQUEST: 'New request',
  JOB_PUBLISHED: 'New job near you',
  BID_ACCEPTED: 'Your bid was accepted',
  PAYMENT_SECURED: 'Payment secured',
  KYC_DECISION: 'Verification update',
  SERVICE_DECISION: 'Service review',
  PAYOUT: 'Payout update',
};

/** Longest body a push carries: the payload must stay far below the push services' 4 kB. */
const maxBody = 300;

/** Queues a push of `kind` that opens `url` (a path of this site); `tag` groups pushes of one subject. */
export function pushNotice(
  db: Queryable,
  to: string | readonly string[],
  kind: NotificationKind,
  body: string,
  url: string,
  tag?: string,
): Promise<void> {
  const text = body.length > maxBody ? `${body.slice(0, maxBody - 1)}…` : body;
  return queuePush(db, to, { kind, title: titles[kind], body: text, url, ...(tag ? { tag } : {}) });
}
