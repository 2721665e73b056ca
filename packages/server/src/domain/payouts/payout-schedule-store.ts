// The provider's payout schedule, kept on their account (accounts.payout_schedule): INSTANT or WEEKLY.
import type { Queryable } from '../../infra/db/database';
import type { PayoutSchedule } from './payout-schedule';

export async function readPayoutSchedule(db: Queryable, providerId: string): Promise<PayoutSchedule> {
  const [row] = await db.query<{ payout_schedule: PayoutSchedule }>(
    'SELECT payout_schedule FROM accounts WHERE id = $1',
    [providerId],
  );
  return row?.payout_schedule ?? 'WEEKLY';
}

export async function savePayoutSchedule(
  db: Queryable,
  providerId: string,
  schedule: PayoutSchedule,
): Promise<void> {
  await db.query('UPDATE accounts SET payout_schedule = $2, updated_at = now() WHERE id = $1', [
    providerId,
    schedule,
  ]);
}
