// The queue of pushes (push_queue): a row per account written in the transaction of the event it tells of,
// claimed by one sender at a time (a claim that runs out is taken again) and deleted once tried.
import type { PushPayload } from '@callout/contracts/push';
import type { Queryable } from '../db/database';

/**
 * Queues `payload` for each of `accountIds` that has a device subscribed and has not switched pushes of
 * `kind` off; the ids of the rows written.
 */
export function insertQueuedPushes(
  db: Queryable,
  accountIds: string[],
  payload: PushPayload,
  kind: string,
): Promise<Array<{ id: string }>> {
  return db.query<{ id: string }>(
    `INSERT INTO push_queue (account_id, payload)
     SELECT a.id, $2::jsonb FROM accounts a
     WHERE a.id = ANY($1::text[]) AND a.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.account_id = a.id)
       AND NOT EXISTS (SELECT 1 FROM notification_settings s
                       WHERE s.account_id = a.id AND s.kind = $3 AND NOT s.push)
     RETURNING id`,
    [accountIds, JSON.stringify(payload), kind],
  );
}

export interface QueuedPush {
  id: string;
  account_id: string;
  payload: unknown;
}

/** Claims up to `batchSize` pushes no sender holds for `claimSeconds`, skipping those another is claiming. */
export function claimDuePushes(
  db: Queryable,
  claimSeconds: number,
  batchSize: number,
): Promise<QueuedPush[]> {
  return db.query<QueuedPush>(
    `UPDATE push_queue SET claimed_until = now() + make_interval(secs => $1)
       WHERE id IN (SELECT id FROM push_queue WHERE claimed_until IS NULL OR claimed_until < now()
                    ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id, account_id, payload`,
    [claimSeconds, batchSize],
  );
}

/** The pushes tried: each is tried once. */
export async function deleteQueuedPushes(db: Queryable, pushIds: string[]): Promise<void> {
  await db.query('DELETE FROM push_queue WHERE id = ANY($1::bigint[])', [pushIds]);
}
