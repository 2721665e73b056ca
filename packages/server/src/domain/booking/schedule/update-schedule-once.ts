// A schedule change with the optional Idempotency-Key the offline outbox sends (and repeats on replay): the
// first request with a key applies the change, a repeat answers like it without applying it again, so a
// late copy of an old change never overwrites a newer one. The key and the change are stored in one
// transaction, so a refused change (an end before the start) leaves no key behind.
import type { UpdateScheduleInput } from '@callout/contracts/provider-schedule';
import type { Database } from '../../../infra/db/database';
import { KeyReusedError } from '../../catalogue/reviews/idempotency-key';
import { providerMessages } from '../../provider/messages';
import { changeOfKey, forgetOldKeys, keepKey } from './schedule-keys-store';
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
    await forgetOldKeys(tx, providerId, keptForDays);
    // A racing copy of the same key waits here for the first to commit, then finds its row.
    if (!(await keepKey(tx, providerId, idempotencyKey, change))) {
      if ((await changeOfKey(tx, providerId, idempotencyKey)) !== change)
        throw new KeyReusedError(providerMessages.scheduleKeyReused);
      return { replayed: true };
    }
    await saveSchedule(tx, providerId, input);
    return { replayed: false };
  });
}
