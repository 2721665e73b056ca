// The provider's earnings page: their payouts, newest first, in the contract's shape (GET /provider/payouts).
import type { PayoutStatus, ProviderPayout } from '@callout/contracts/provider-earnings';
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { isoTimestamp } from '../orders/order-store';
import type { PayoutSchedule, PayoutStatus as StoredStatus } from './payout-store';

/**
 * The spec sets no page size. The page totals this month and last month from the list, so it must reach
 * back two months: this many payouts is years of work for one provider, and keeps the answer small.
 */
export const maxPayoutsListed = 500;

const shownStatus: Record<StoredStatus, PayoutStatus> = {
  pending: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  reversed: 'REVERSED',
};

type ListedRow = Row<
  Tables['payouts'],
  'order_id' | 'gross_minor' | 'fee_minor' | 'amount_minor' | 'refunded_minor' | 'currency',
  {
    product_name: string;
    schedule: PayoutSchedule;
    status: StoredStatus;
    earned: string;
    paid: string | null;
    held_reason: string | null;
  }
>;

const units = (minor: number) => minor / 100;

export async function listProviderPayouts(db: Queryable, providerId: string): Promise<ProviderPayout[]> {
  const rows = await db.query<ListedRow>(
    `SELECT p.order_id, o.product_name, p.gross_minor, p.fee_minor, p.amount_minor, p.refunded_minor, p.currency,
       p.status, p.schedule, ${isoTimestamp('p.created_at')} AS earned,
       CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTimestamp('p.paid_at')} END AS paid, p.held_reason
     FROM payouts p JOIN orders o ON o.id = p.order_id
     WHERE p.provider_id = $1
     ORDER BY p.created_at DESC, p.id DESC
     LIMIT ${maxPayoutsListed}`,
    [providerId],
  );
  return rows.map((row) => ({
    OrderID: row.order_id,
    Name: row.product_name,
    Gross: units(row.gross_minor),
    Fee: units(row.fee_minor),
    // amount_minor is the provider's share as it stands now, after any refund took its part back.
    Net: units(row.amount_minor),
    Refunded: units(row.refunded_minor),
    Currency: row.currency.toUpperCase(),
    Status: shownStatus[row.status],
    Schedule: row.schedule,
    EarnedAt: row.earned,
    PaidAt: row.paid,
    // Only a payout that waits says why, so every other answers as before.
    ...(row.held_reason ? { HeldReason: row.held_reason } : {}),
  }));
}
