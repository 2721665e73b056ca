// A schedule change with the optional Idempotency-Key the offline outbox sends (and repeats on replay): the
// first request with a key applies the change, a repeat answers like it without applying it again, so a
// late copy of an old change never overwrites a newer one. The key and the change are stored in one
// transaction, so a refused change (an end before the start) leaves no key behind.
import type { UpdateScheduleInput } from '@callout/contracts/provider-schedule';
import type { Database } from '../../../infra/db/database';
import type { Row } from '../../../infra/db/row';
import type { ScheduleUpdateKeysTable } from '../../../infra/db/schema.generated';
import { KeyReusedError } from '../../catalogue/reviews/idempotency-key';
import { providerMessages } from '../../provider/messages';
import { saveSchedule } from './schedule-store';

/** Keys outlive the outbox's day of retries by far; older ones are forgotten as the provider saves again. */
const keptForDays = 30;

/** What a change does: dates count only for SCHEDULED, as saveSchedule applies them. */
const changeOf = (input: UpdateScheduleInput) =>
  input.status === 'SCHEDULED' ? `${input.status} ${input.starts ?? ''} ${input.ends ?? ''}` : input.status;

export async function updateScheduleOnce(
  db: Database,
  providerId: string,
  input: UpdateScheduleInput,
  idempotencyKey: string | null,
): Promise<{ replayed: boolean }> {
  if (idempotencyKey === null) {
    await saveSchedule(db, providerId, input);
    return { replayed: false };
  }
  const change = changeOf(input);
  return db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM schedule_update_keys
       WHERE provider_id = $1 AND created_at < now() - make_interval(days => $2)`,
      [providerId, keptForDays],
    );
    // A racing copy of the same key waits here for the first to commit, then finds its row.
    const [fresh] = await tx.query<Row<ScheduleUpdateKeysTable, 'provider_id'>>(
      `INSERT INTO schedule_update_keys (provider_id, idempotency_key, change) VALUES ($1, $2, $3)
       ON CONFLICT (provider_id, idempotency_key) DO NOTHING RETURNING provider_id`,
      [providerId, idempotencyKey, change],
    );
    if (!fresh) {
      const [earlier] = await tx.query<Row<ScheduleUpdateKeysTable, 'change'>>(
        'SELECT change FROM schedule_update_keys WHERE provider_id = $1 AND idempotency_key = $2',
        [providerId, idempotencyKey],
      );
      if (earlier?.change !== change) throw new KeyReusedError(providerMessages.scheduleKeyReused);
      return { replayed: true };
    }
    await saveSchedule(tx, providerId, input);
    return { replayed: false };
  });
}
