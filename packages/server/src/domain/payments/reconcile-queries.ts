// What payments:reconcile (reconcile.ts) reads of our own records: the orders with money at a gateway, a
// page at a time, each with its payout, and the order's payments.
import type { Queryable } from '../../infra/db/database';

export interface PaymentRecord {
  id: string;
  order_id: string;
  intent_id: string;
  status: string;
  currency: string;
  amount_captured_minor: number;
  amount_refunded_minor: number;
}

export interface OrderRecord {
  id: string;
  status: string;
  payout_id: number | null;
  fee_minor: number | null;
  covered_minor: number | null;
  amount_minor: number | null;
  transferred_minor: number | null;
  transfer_id: string | null;
  payout_status: string | null;
  in_flight: string | null;
  refunds_started: number;
}

export const reconcilePageSize = 200;

/** Orders with money at this gateway (anything captured, or a hold that may be), oldest first, a page at a time. */
const ordersQuery = `
  SELECT o.id, o.status, po.id AS payout_id, po.fee_minor, po.covered_minor, po.amount_minor, po.transferred_minor, po.transfer_id,
    po.status AS payout_status, coalesce(po.transfer_key, po.reversal_key) AS in_flight,
    (SELECT count(*) FROM payment_refunds r WHERE r.order_id = o.id AND r.status = 'started')::int AS refunds_started
  FROM orders o LEFT JOIN payouts po ON po.order_id = o.id
  WHERE o.id > $2 AND ($3::text IS NULL OR o.id = $3)
    AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.gateway = $1
                AND (p.amount_captured_minor > 0 OR p.status IN ('requires_capture', 'succeeded', 'processing')))
  ORDER BY o.id LIMIT ${reconcilePageSize}`;

/** The next page of orders after `after` (or only `orderId` when given). */
export function ordersWithMoney(
  db: Queryable,
  gatewayKind: string,
  after: string,
  orderId: string | null,
): Promise<OrderRecord[]> {
  return db.query<OrderRecord>(ordersQuery, [gatewayKind, after, orderId]);
}

export function paymentsOfOrder(
  db: Queryable,
  orderId: string,
  gatewayKind: string,
): Promise<PaymentRecord[]> {
  return db.query<PaymentRecord>(
    `SELECT id, order_id, intent_id, status, currency, amount_captured_minor, amount_refunded_minor
     FROM payments WHERE order_id = $1 AND gateway = $2 ORDER BY created_at, id`,
    [orderId, gatewayKind],
  );
}
