// The provider's earnings page: their payouts, newest first, a page at a time, and this month's and last
// month's totals, in the contract's shape (GET /provider/payouts).
import { businessTimeZone } from '@callout/contracts/london-time';
import {
  type PayoutStatus,
  type PayoutTotals,
  type ProviderPayout,
  payoutsPageSize,
} from '@callout/contracts/provider-earnings';
import type { Queryable } from '../../infra/db/database';
import { cursorParts, type KeysetPage, keysetPage, microsOf, olderThan } from '../../infra/db/keyset';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { isoTimestamp } from '../orders/order-store';
import type { PayoutSchedule, PayoutStatus as StoredStatus } from './payout-store';

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
    cursor_micros: string;
    cursor_id: number;
  }
>;

const units = (minor: number) => minor / 100;

/**
 * The SQL of a page of the provider's payouts after `before` (the `Next` of the page before), newest first,
 * and its parameters (the plan test reads them): read off payouts_provider_newest, unsorted.
 */
export function payoutPageQuery(
  providerId: string,
  before: string | undefined,
  size: number = payoutsPageSize,
): [string, unknown[]] {
  const params: unknown[] = [providerId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['p.provider_id = $1'];
  if (before) {
    const { micros, id } = cursorParts(before);
    where.push(olderThan('p.created_at', 'p.id', param(micros), `${param(id)}::bigint`));
  }
  return [
    `SELECT p.order_id, o.product_name, p.gross_minor, p.fee_minor, p.amount_minor, p.refunded_minor, p.currency,
       p.status, p.schedule, ${isoTimestamp('p.created_at')} AS earned,
       CASE WHEN p.paid_at IS NULL THEN NULL ELSE ${isoTimestamp('p.paid_at')} END AS paid, p.held_reason,
       ${microsOf('p.created_at')} AS cursor_micros, p.id AS cursor_id
     FROM payouts p JOIN orders o ON o.id = p.order_id
     WHERE ${where.join(' AND ')}
     ORDER BY p.created_at DESC, p.id DESC
     LIMIT ${size + 1}`,
    params,
  ];
}

export async function listProviderPayouts(
  db: Queryable,
  providerId: string,
  before?: string,
): Promise<KeysetPage<ProviderPayout>> {
  const page = keysetPage(await db.query<ListedRow>(...payoutPageQuery(providerId, before)), payoutsPageSize);
  const rows = page.rows.map((row) => ({
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
  return { rows, next: page.next };
}

/**
 * This month's and last month's net earnings in London months, over every payout of the two months (not
 * only a page's): a payout counts in the month it was earned, sent yet or not; a reversed one in neither.
 * Only the two months are read, off payouts_provider_newest, so a long history costs nothing.
 */
export async function payoutTotals(db: Queryable, providerId: string): Promise<PayoutTotals> {
  const rows = await db.query<{
    this_month: string;
    last_month: string;
    currency: string | null;
    this_minor: number;
    last_minor: number;
    this_count: number;
    last_count: number;
  }>(
    `WITH bounds AS (SELECT date_trunc('month', now() AT TIME ZONE $2) AS month)
     SELECT to_char(b.month, 'YYYY-MM') AS this_month, to_char(b.month - interval '1 month', 'YYYY-MM') AS last_month,
       upper(p.currency) AS currency,
       coalesce(sum(p.amount_minor) FILTER (WHERE p.created_at >= (b.month AT TIME ZONE $2)), 0)::float8 AS this_minor,
       coalesce(sum(p.amount_minor) FILTER (WHERE p.created_at < (b.month AT TIME ZONE $2)), 0)::float8 AS last_minor,
       count(p.id) FILTER (WHERE p.created_at >= (b.month AT TIME ZONE $2))::int AS this_count,
       count(p.id) FILTER (WHERE p.created_at < (b.month AT TIME ZONE $2))::int AS last_count
     FROM bounds b
     LEFT JOIN payouts p ON p.provider_id = $1 AND p.status <> 'reversed'
       AND p.created_at >= ((b.month - interval '1 month') AT TIME ZONE $2)
       AND p.created_at < ((b.month + interval '1 month') AT TIME ZONE $2)
     GROUP BY b.month, upper(p.currency)`,
    [providerId, businessTimeZone],
  );
  const byCurrency = rows
    .filter((row): row is typeof row & { currency: string } => row.currency !== null)
    .sort(
      (a, b) =>
        Number(b.currency === 'GBP') - Number(a.currency === 'GBP') || a.currency.localeCompare(b.currency),
    );
  const [first] = rows;
  return {
    ThisMonth: {
      Month: first?.this_month ?? '',
      Net: byCurrency
        .filter((row) => row.this_count > 0)
        .map((row) => ({ Currency: row.currency, Amount: units(row.this_minor) })),
    },
    LastMonth: {
      Month: first?.last_month ?? '',
      Net: byCurrency
        .filter((row) => row.last_count > 0)
        .map((row) => ({ Currency: row.currency, Amount: units(row.last_minor) })),
    },
  };
}
