// A receipt is issued once per captured payment: its date is set, and its mail queued, in the transaction
// that records the capture (domain/payments/settlement.ts), so a retried capture, a second instance or a webhook
// that reports the same capture can never mail it twice, and a crash never leaves it half issued.

import type { Queryable } from '../../../infra/db/database';
import { queueMail } from '../../../infra/mail/mail-queue';
import { writerFor } from '../../../infra/texts/writer';
import { languageOf } from '../../accounts/account-language';
import { cancellationOf, cancelRightDays } from '../right-to-cancel-store';
import { type ReceiptFacts, receiptMail } from './receipt-mail';

interface FactsRow {
  order_id: string;
  customer_id: string;
  customer_email: string | null;
  product_name: string;
  provider_name: string | null;
  receipt_issued_at: Date | string;
  amount_captured_minor: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  cancel_exempt: boolean;
  cancel_until: Date | string;
  start_requested_at: Date | string | null;
}

const factsQuery = (where: string) => `
  SELECT o.id AS order_id, o.customer_id, c.email AS customer_email, o.product_name,
    NULLIF(concat_ws(' ', pr.first_name, pr.last_name), '') AS provider_name,
    p.receipt_issued_at, p.amount_captured_minor, p.currency, p.card_brand, p.card_last4,
    pd.cancel_exempt, o.created_at + make_interval(days => ${cancelRightDays}) AS cancel_until,
    o.start_requested_at
  FROM payments p
  JOIN orders o ON o.id = p.order_id
  JOIN products pd ON pd.id = o.product_id
  JOIN accounts c ON c.id = o.customer_id
  LEFT JOIN accounts pr ON pr.id = o.provider_id
  WHERE ${where} AND p.receipt_issued_at IS NOT NULL
  ORDER BY p.receipt_issued_at DESC, p.id DESC LIMIT 1`;

const toFacts = (row: FactsRow): ReceiptFacts => ({
  orderId: row.order_id,
  customerId: row.customer_id,
  customerEmail: row.customer_email,
  service: row.product_name,
  provider: row.provider_name,
  paidAt: new Date(row.receipt_issued_at),
  amountMinor: row.amount_captured_minor,
  currency: row.currency,
  cardBrand: row.card_brand,
  cardLast4: row.card_last4,
  cancelExempt: row.cancel_exempt,
  cancelUntil: new Date(row.cancel_until),
  startRequestedAt: row.start_requested_at === null ? null : new Date(row.start_requested_at),
});

/** The order's receipt: its latest captured payment's. Null while nothing was captured. */
export async function receiptOfOrder(db: Queryable, orderId: string): Promise<ReceiptFacts | null> {
  const [row] = await db.query<FactsRow>(factsQuery('p.order_id = $1'), [orderId]);
  return row ? toFacts(row) : null;
}

/**
 * Issues the payment's receipt if it is captured and has none yet: dates it and queues its mail to the
 * customer. Call it in the transaction that records the capture. True when it was issued now.
 */
export async function issueReceipt(tx: Queryable, paymentId: string): Promise<boolean> {
  const [issued] = await tx.query<{ id: string }>(
    `UPDATE payments SET receipt_issued_at = now()
     WHERE id = $1 AND receipt_issued_at IS NULL AND status = 'succeeded' AND amount_captured_minor > 0
     RETURNING id`,
    [paymentId],
  );
  if (!issued) return false;
  const [row] = await tx.query<FactsRow>(factsQuery('p.id = $1'), [paymentId]);
  // A deleted account has no address left to mail; its receipt is still dated.
  if (row?.customer_email) {
    const facts = { ...toFacts(row), cancellation: await cancellationOf(tx, row.order_id) };
    const writer = writerFor(await languageOf(tx, facts.customerId));
    await queueMail(tx, receiptMail(facts, row.customer_email, writer));
  }
  return true;
}
