// The writes of a dispute's life (dispute-actions.ts decides them under the dispute's row lock and passes
// its transaction): opening it, its photos and chat, the provider's offer, the customer's answer and an
// operator's decision.
import type { Queryable } from '../../../infra/db/database';
import type { DisputeRow } from './dispute-store';

/** The order's customer and provider, under the order's row lock; null when there is no such order. */
export async function lockOrderParties(
  tx: Queryable,
  orderId: string,
): Promise<{ customer_id: string; provider_id: string | null } | null> {
  const [order] = await tx.query<{ customer_id: string; provider_id: string | null }>(
    'SELECT customer_id, provider_id FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  return order ?? null;
}

export async function insertDispute(
  tx: Queryable,
  dispute: {
    id: string;
    orderId: string;
    customerId: string;
    providerId: string;
    reason: string;
    description: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO disputes (id, order_id, customer_id, provider_id, reason, description)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      dispute.id,
      dispute.orderId,
      dispute.customerId,
      dispute.providerId,
      dispute.reason,
      dispute.description,
    ],
  );
}

export async function countPhotos(tx: Queryable, disputeId: string): Promise<number> {
  const [{ count = 0 } = {}] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM dispute_photos WHERE dispute_id = $1',
    [disputeId],
  );
  return count;
}

export async function insertPhoto(tx: Queryable, disputeId: string, imageId: string, position: number) {
  await tx.query('INSERT INTO dispute_photos (dispute_id, image_id, position) VALUES ($1, $2, $3)', [
    disputeId,
    imageId,
    position,
  ]);
}

/** The new message's id, as text. */
export async function insertMessage(
  tx: Queryable,
  disputeId: string,
  senderId: string,
  body: string,
  imageId: string | null,
): Promise<string | null> {
  const [posted] = await tx.query<{ id: string }>(
    `INSERT INTO dispute_messages (dispute_id, sender_id, body, image_id) VALUES ($1, $2, $3, $4)
       RETURNING id::text AS id`,
    [disputeId, senderId, body, imageId],
  );
  return posted?.id ?? null;
}

export async function saveOffer(
  tx: Queryable,
  disputeId: string,
  kind: NonNullable<DisputeRow['offer_kind']>,
  amountMinor: number | null,
  note: string,
): Promise<void> {
  await tx.query(
    `UPDATE disputes SET offer_kind = $2, offer_amount_minor = $3, offer_note = $4, offer_status = 'OFFERED',
         updated_at = now() WHERE id = $1`,
    [disputeId, kind, amountMinor, note],
  );
}

export async function declineOffer(tx: Queryable, disputeId: string): Promise<void> {
  await tx.query(`UPDATE disputes SET offer_status = 'DECLINED', updated_at = now() WHERE id = $1`, [
    disputeId,
  ]);
}

/** The customer accepted the offer: the dispute is RESOLVED with its refund, the provider's share reversed. */
export async function acceptOffer(tx: Queryable, disputeId: string, refundMinor: number): Promise<void> {
  await tx.query(
    `UPDATE disputes SET status = 'RESOLVED', offer_status = 'ACCEPTED', refund_minor = $2,
         provider_share_reversed = true, updated_at = now() WHERE id = $1`,
    [disputeId, refundMinor],
  );
}

export async function saveDecision(
  tx: Queryable,
  disputeId: string,
  decision: {
    outcome: NonNullable<DisputeRow['outcome']>;
    refundMinor: number;
    reverseShare: boolean;
    note: string;
  },
  operatorId: string,
): Promise<void> {
  await tx.query(
    `UPDATE disputes SET status = 'DECIDED', outcome = $2, refund_minor = $3, provider_share_reversed = $4,
         decision_note = $5, decided_by = $6, decided_at = now(), updated_at = now() WHERE id = $1`,
    [disputeId, decision.outcome, decision.refundMinor, decision.reverseShare, decision.note, operatorId],
  );
}
