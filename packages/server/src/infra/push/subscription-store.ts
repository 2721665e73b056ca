// The devices that receive an account's pushes. An endpoint belongs to one account at a time: subscribing
// it from another account moves it (two people sharing a tablet get the pushes of whoever signed in last).
// The sender (push-sender.ts) reads them here, deletes the ones gone and marks the ones reached.
import type { PushSubscriptionBody } from '@callout/contracts/push';
import type { Queryable } from '../db/database';

/** More devices than anyone uses; beyond it the oldest subscription makes way. */
export const maxDevicesPerAccount = 20;

export async function saveSubscription(
  db: Queryable,
  accountId: string,
  subscription: PushSubscriptionBody,
  userAgent: string | null,
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (account_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE
       SET account_id = $1, p256dh = $3, auth = $4, user_agent = $5, created_at = now(), last_success_at = NULL`,
    [accountId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, userAgent],
  );
  await db.query(
    `DELETE FROM push_subscriptions WHERE account_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [accountId, maxDevicesPerAccount],
  );
}

/** Only the account's own subscription: another account's endpoint is left alone, with the same answer. */
export async function deleteSubscription(db: Queryable, accountId: string, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE account_id = $1 AND endpoint = $2', [
    accountId,
    endpoint,
  ]);
}

/** Sign-out (which ends every session of the account) and account deletion: no device hears any more. */
export async function deleteAllSubscriptions(db: Queryable, accountId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE account_id = $1', [accountId]);
  await db.query('DELETE FROM push_queue WHERE account_id = $1', [accountId]);
}

/** A device that receives pushes: where to send them and the keys to encrypt them to. */
export interface Subscription {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The subscribed devices of `accountIds`, each with its account. */
export function subscriptionsOf(
  db: Queryable,
  accountIds: string[],
): Promise<Array<Subscription & { account_id: string }>> {
  return db.query<Subscription & { account_id: string }>(
    'SELECT id, account_id, endpoint, p256dh, auth FROM push_subscriptions WHERE account_id = ANY($1::text[])',
    [accountIds],
  );
}

/** A device gone (unsubscribed, unusable keys, no longer allowed): it hears nothing any more. */
export async function deleteSubscriptionById(db: Queryable, subscriptionId: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [subscriptionId]);
}

/** A push reached the device now. */
export async function markSubscriptionReached(db: Queryable, subscriptionId: string): Promise<void> {
  await db.query('UPDATE push_subscriptions SET last_success_at = now() WHERE id = $1', [subscriptionId]);
}
