// The money part of an order's details (GET /orderdetails, /provider/orderdetails): the refunds
// made to the customer's card, for both sides, and the provider's payout as refunds have left it, for the
// provider alone (the customer never sees the platform's fee or the provider's share). Both are read as
// columns of the details query (order-details.ts), so the page costs one query.
import type { OrderPayout, OrderRefund } from '@callout/contracts/order-money';
import { isoTimestamp } from './order-store';

const pounds = (minor: number) => minor / 100;

/** The order's refunds as one JSON array (a column of the details query, order `o`), oldest first. */
export const refundsColumn = `(SELECT coalesce(json_agg(json_build_object('amount_minor', r.amount_minor,
       'currency', p.currency, 'refunded', ${isoTimestamp('r.done_at')}) ORDER BY r.done_at, r.id), '[]')
     FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.order_id = o.id AND r.status = 'done')`;

export interface RefundFacts {
  amount_minor: number;
  currency: string;
  refunded: string;
}

export const refundsOf = (rows: readonly RefundFacts[]): OrderRefund[] =>
  rows.map((row) => ({
    Amount: pounds(row.amount_minor),
    Currency: row.currency,
    Refunded: row.refunded,
  }));

const statuses = { pending: 'PENDING', paid: 'PAID', failed: 'FAILED', reversed: 'REVERSED' } as const;

/** The order's payout as a JSON object, or null (a column of the details query, order `o`). */
export const payoutColumn = `(SELECT json_build_object('currency', currency, 'gross_minor', gross_minor,
       'net_minor', net_minor, 'fee_minor', fee_minor, 'amount_minor', amount_minor,
       'refunded_minor', refunded_minor, 'reversed_minor', reversed_minor, 'status', status)
     FROM payouts WHERE order_id = o.id)`;

export interface PayoutFacts {
  currency: string;
  gross_minor: number;
  net_minor: number;
  fee_minor: number;
  amount_minor: number;
  refunded_minor: number;
  reversed_minor: number;
  status: keyof typeof statuses;
}

export function payoutOf(row: PayoutFacts | null): OrderPayout | null {
  if (!row) return null;
  return {
    Currency: row.currency,
    Gross: pounds(row.gross_minor),
    Fee: pounds(row.fee_minor),
    Net: pounds(row.amount_minor),
    Refunded: pounds(row.refunded_minor),
    // The payout's net less what is still the provider's: their part of the refunds (payout-ledger.ts).
    RefundedShare: pounds(row.net_minor - row.amount_minor),
    Reversed: pounds(row.reversed_minor),
    Status: statuses[row.status],
  };
}
