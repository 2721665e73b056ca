// The money part of an order's details (GET /orderdetails, /provider/orderdetails; issue 19): the refunds
// made to the customer's card, for both sides, and the provider's payout as refunds have left it, for the
// provider alone (the customer never sees the platform's fee or the provider's share).
import type { OrderPayout, OrderRefund } from '@callout/contracts/order-money';
import type { Queryable } from '../db/database';
import { isoTimestamp } from './order-store';

const pounds = (minor: number) => minor / 100;

export async function refundsOfOrder(db: Queryable, orderId: string): Promise<OrderRefund[]> {
  const rows = await db.query<{ amount_minor: number; currency: string; refunded: string }>(
    `SELECT r.amount_minor, p.currency, ${isoTimestamp('r.done_at')} AS refunded
     FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.order_id = $1 AND r.status = 'done'
     ORDER BY r.done_at, r.id`,
    [orderId],
  );
  return rows.map((row) => ({
    Amount: pounds(row.amount_minor),
    Currency: row.currency,
    Refunded: row.refunded,
  }));
}

const statuses = { pending: 'PENDING', paid: 'PAID', failed: 'FAILED', reversed: 'REVERSED' } as const;

export async function payoutOfOrderForProvider(db: Queryable, orderId: string): Promise<OrderPayout | null> {
  const [row] = await db.query<{
    currency: string;
    gross_minor: number;
    net_minor: number;
    fee_minor: number;
    amount_minor: number;
    refunded_minor: number;
    reversed_minor: number;
    status: keyof typeof statuses;
  }>(
    `SELECT currency, gross_minor, net_minor, fee_minor, amount_minor, refunded_minor, reversed_minor, status
     FROM payouts WHERE order_id = $1`,
    [orderId],
  );
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
