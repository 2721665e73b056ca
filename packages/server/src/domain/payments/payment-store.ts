// The payments table: one row per gateway PaymentIntent made for an order; the newest is the live one.
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { newPublicId } from '../orders/order-ids';
import type { GatewayIntent, GatewayKind } from './gateway';

export type PaymentRow = Row<
  Tables['payments'],
  | 'id'
  | 'order_id'
  | 'intent_id'
  | 'amount_minor'
  | 'currency'
  | 'status'
  | 'amount_captured_minor'
  | 'amount_refunded_minor',
  { gateway: GatewayKind }
>;

export async function latestPayment(
  db: Queryable,
  orderId: string,
  lock = false,
): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(
    `SELECT * FROM payments WHERE order_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return row ?? null;
}

export async function findPaymentByIntent(
  db: Queryable,
  gateway: GatewayKind,
  intentId: string,
): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE gateway = $1 AND intent_id = $2', [
    gateway,
    intentId,
  ]);
  return row ?? null;
}

/**
 * Records a new intent. Two concurrent callers share an idempotency key, so only the first row stays. Any
 * conflict is the same payment: the key and the (gateway, intent) pair are both unique, and with only the key
 * as the arbiter PostgreSQL reports the pair's conflict as an error when the first row commits meanwhile.
 */
export async function insertPayment(
  db: Queryable,
  orderId: string,
  gateway: GatewayKind,
  intent: GatewayIntent,
  createKey: string,
): Promise<void> {
  await db.query(
    `INSERT INTO payments (id, order_id, gateway, intent_id, amount_minor, currency, status, create_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
    [
      newPublicId('PAY'),
      orderId,
      gateway,
      intent.id,
      intent.amountMinor,
      intent.currency,
      intent.status,
      createKey,
    ],
  );
}

export async function saveIntentState(
  db: Queryable,
  paymentId: string,
  intent: GatewayIntent,
): Promise<void> {
  await db.query(
    `UPDATE payments SET status = $2, amount_captured_minor = $3, last_error = $4,
       charge_id = coalesce($5, charge_id), card_brand = coalesce($6, card_brand),
       card_last4 = coalesce($7, card_last4), updated_at = now()
     WHERE id = $1`,
    [
      paymentId,
      intent.status,
      intent.amountCapturedMinor,
      intent.lastError,
      intent.chargeId,
      intent.card?.brand ?? null,
      intent.card?.last4 ?? null,
    ],
  );
}

/** A refund as the operator is told of it, with what its payment has refunded and may still refund. */
export interface RefundSummary {
  id: string;
  order_id: string;
  amount_minor: number;
  status: 'started' | 'done' | 'refused';
  currency: string;
  refunded: number;
  refundable: number;
}

export async function refundSummary(db: Queryable, refundId: string): Promise<RefundSummary | undefined> {
  const [refund] = await db.query<RefundSummary>(
    `SELECT r.id, r.order_id, r.amount_minor, r.status, p.currency,
           p.amount_refunded_minor AS refunded,
           p.amount_captured_minor - p.amount_refunded_minor
             - coalesce((SELECT sum(s.amount_minor) FROM payment_refunds s
                         WHERE s.payment_id = p.id AND s.status = 'started'), 0)::int AS refundable
         FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1`,
    [refundId],
  );
  return refund;
}
