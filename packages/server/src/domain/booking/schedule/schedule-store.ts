// A provider's availability: ACTIVE (always bookable), INACTIVE (never) or SCHEDULED (from Start to End,
// inclusive). domain/catalogue/availability-queries.ts applies it to what customers see; this file reads and writes it.
import type { Schedule, UpdateScheduleInput } from '@callout/contracts/provider-schedule';
import { ApiError } from '../../../errors';
import type { Queryable } from '../../../infra/db/database';
import { providerMessages } from '../../provider/messages';

/** A provider who never set a schedule is unavailable, as INACTIVE says. */
const noSchedule: Schedule = { Start: null, End: null, Status: 'INACTIVE' };

export async function readSchedule(db: Queryable, providerId: string): Promise<Schedule> {
  const [row] = await db.query<Schedule>(
    `SELECT to_char(starts_on, 'DD/MM/YYYY') AS "Start", to_char(ends_on, 'DD/MM/YYYY') AS "End",
       status AS "Status"
     FROM provider_schedules WHERE provider_id = $1`,
    [providerId],
  );
  return row ?? noSchedule;
}

/**
 * Saves the schedule. Dates are required and replaced only for SCHEDULED; ACTIVE and INACTIVE keep the
 * last dates, so switching back to SCHEDULED shows them again. The spec sets no order between the dates,
 * but an end before the start would hide the provider for good without saying so, so it is refused.
 */
export async function saveSchedule(
  db: Queryable,
  providerId: string,
  input: UpdateScheduleInput,
): Promise<void> {
  const scheduled = input.status === 'SCHEDULED';
  if (scheduled && input.starts && input.ends && input.ends < input.starts) {
    throw new ApiError(400, providerMessages.scheduleEndsBeforeStart);
  }
  await db.query(
    `INSERT INTO provider_schedules (provider_id, status, starts_on, ends_on) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider_id) DO UPDATE SET status = excluded.status,
       starts_on = CASE WHEN $5 THEN excluded.starts_on ELSE provider_schedules.starts_on END,
       ends_on = CASE WHEN $5 THEN excluded.ends_on ELSE provider_schedules.ends_on END,
       updated_at = now()`,
    [providerId, input.status, scheduled ? input.starts : null, scheduled ? input.ends : null, scheduled],
  );
}
