// The Idempotency-Keys of a provider's schedule changes, each with the change it made, so a repeat of a
// key is answered without applying it again (update-schedule-once.ts).
import type { Queryable } from '../../../infra/db/database';
import type { Row } from '../../../infra/db/row';
import type { ScheduleUpdateKeysTable } from '../../../infra/db/schema.generated';

export async function forgetOldKeys(tx: Queryable, providerId: string, keptForDays: number): Promise<void> {
  await tx.query(
    `DELETE FROM schedule_update_keys
       WHERE provider_id = $1 AND created_at < now() - make_interval(days => $2)`,
    [providerId, keptForDays],
  );
}

/** Keeps the key with its change; false when the key was kept before (a racing copy waits for it first). */
export async function keepKey(
  tx: Queryable,
  providerId: string,
  key: string,
  change: string,
): Promise<boolean> {
  const [fresh] = await tx.query<Row<ScheduleUpdateKeysTable, 'provider_id'>>(
    `INSERT INTO schedule_update_keys (provider_id, idempotency_key, change) VALUES ($1, $2, $3)
       ON CONFLICT (provider_id, idempotency_key) DO NOTHING RETURNING provider_id`,
    [providerId, key, change],
  );
  return fresh !== undefined;
}

/** The change the key was first used for, or undefined. */
export async function changeOfKey(
  tx: Queryable,
  providerId: string,
  key: string,
): Promise<string | undefined> {
  const [earlier] = await tx.query<Row<ScheduleUpdateKeysTable, 'change'>>(
    'SELECT change FROM schedule_update_keys WHERE provider_id = $1 AND idempotency_key = $2',
    [providerId, key],
  );
  return earlier?.change;
}
