// A provider's working week, days off and notice: read for Manage Schedule and for arrival windows,
// written as a whole from the form. A provider who never saved hours works the default day.
import {
  defaultWorkingSpan,
  type UpdateWorkingHoursInput,
  type WorkingHours,
  type WorkingSpan,
  weekdayFields,
} from '@callout/contracts/working-hours';
import type { Database, Queryable } from '../../../infra/db/database';
import { londonTodaySql } from '../../../infra/db/london-day';

export interface WorkingRules {
  isSet: boolean;
  leadHours: number;
  /** Spans by ISO weekday (1 Monday to 7 Sunday). */
  spans: Map<number, WorkingSpan[]>;
  daysOff: string[];
}

const defaultWeek = () => new Map(weekdayFields.map((_, index) => [index + 1, [{ ...defaultWorkingSpan }]]));

export async function readWorkingRules(db: Queryable, providerId: string): Promise<WorkingRules> {
  const [rules] = await db.query<{ lead_hours: number }>(
    'SELECT lead_hours FROM provider_booking_rules WHERE provider_id = $1',
    [providerId],
  );
  const daysOff = await db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM provider_days_off
     WHERE provider_id = $1 AND day >= ${londonTodaySql} ORDER BY day`,
    [providerId],
  );
  if (!rules) return { isSet: false, leadHours: 0, spans: defaultWeek(), daysOff: daysOff.map((d) => d.day) };
  const rows = await db.query<{ weekday: number; starts: string; ends: string }>(
    `SELECT weekday, to_char(starts_at, 'HH24:MI') AS starts, to_char(ends_at, 'HH24:MI') AS ends
     FROM provider_working_hours WHERE provider_id = $1 ORDER BY weekday, starts_at`,
    [providerId],
  );
  const spans = new Map<number, WorkingSpan[]>(weekdayFields.map((_, index) => [index + 1, []]));
  for (const row of rows) spans.get(Number(row.weekday))?.push({ Starts: row.starts, Ends: row.ends });
  return { isSet: true, leadHours: Number(rules.lead_hours), spans, daysOff: daysOff.map((d) => d.day) };
}

export function workingHoursView(rules: WorkingRules): WorkingHours {
  return {
    IsSet: rules.isSet,
    Days: weekdayFields.map((Day, index) => ({ Day, Spans: rules.spans.get(index + 1) ?? [] })),
    DaysOff: rules.daysOff,
    LeadHours: rules.leadHours,
  };
}

/** Replaces the provider's week, days off and notice in one transaction, under the provider's lock. */
export async function saveWorkingRules(
  db: Database,
  providerId: string,
  input: UpdateWorkingHoursInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Under the provider's lock, as bookings and bids read these rules, so each sees the week before or after.
    await tx.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [providerId]);
    await tx.query(
      `INSERT INTO provider_booking_rules (provider_id, lead_hours) VALUES ($1, $2)
       ON CONFLICT (provider_id) DO UPDATE SET lead_hours = excluded.lead_hours, updated_at = now()`,
      [providerId, input.lead],
    );
    await tx.query('DELETE FROM provider_working_hours WHERE provider_id = $1', [providerId]);
    for (const [index, field] of weekdayFields.entries()) {
      for (const span of input[field]) {
        await tx.query(
          `INSERT INTO provider_working_hours (provider_id, weekday, starts_at, ends_at)
           VALUES ($1, $2, $3::time, $4::time)`,
          [providerId, index + 1, span.Starts, span.Ends],
        );
      }
    }
    await tx.query('DELETE FROM provider_days_off WHERE provider_id = $1', [providerId]);
    for (const day of input.daysoff) {
      await tx.query('INSERT INTO provider_days_off (provider_id, day) VALUES ($1, $2::date)', [
        providerId,
        day,
      ]);
    }
  });
}
