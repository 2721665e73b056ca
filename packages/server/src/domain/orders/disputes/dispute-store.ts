// Reads of disputes: the one on an order, the window in which one may be opened, what is left to refund,
// the view each side (customer, provider, operator) is shown, and who its mails go to.
import { type Dispute, disputeWindowDays } from '@callout/contracts/disputes';
import type { Queryable } from '../../../infra/db/database';
import type { MediaLink } from '../../../infra/media/media-links';
import { isoTimestamp } from '../order-store';

export interface DisputeRow {
  id: string;
  order_id: string;
  customer_id: string;
  provider_id: string;
  reason: Dispute['Reason'];
  description: string;
  status: Dispute['Status'];
  offer_kind: 'PARTIAL_REFUND' | 'RETURN_VISIT' | null;
  offer_amount_minor: number | null;
  offer_note: string | null;
  offer_status: 'OFFERED' | 'ACCEPTED' | 'DECLINED' | null;
  outcome: 'NO_REFUND' | 'PARTIAL_REFUND' | 'FULL_REFUND' | null;
  refund_minor: number | null;
  provider_share_reversed: boolean | null;
  decision_note: string | null;
  decided_at: string | null;
  opened_at: string;
  product_name: string;
}

const disputeSelect = `SELECT d.id, d.order_id, d.customer_id, d.provider_id, d.reason, d.description, d.status,
    d.offer_kind, d.offer_amount_minor, d.offer_note, d.offer_status, d.outcome, d.refund_minor,
    d.provider_share_reversed, d.decision_note,
    CASE WHEN d.decided_at IS NULL THEN NULL ELSE ${isoTimestamp('d.decided_at')} END AS decided_at,
    ${isoTimestamp('d.created_at')} AS opened_at, o.product_name
  FROM disputes d JOIN orders o ON o.id = d.order_id`;

export async function disputeOfOrder(
  db: Queryable,
  orderId: string,
  lock = false,
): Promise<DisputeRow | null> {
  const [row] = await db.query<DisputeRow>(
    `${disputeSelect} WHERE d.order_id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [orderId],
  );
  return row ?? null;
}

export async function findDispute(
  db: Queryable,
  disputeId: string,
  lock = false,
): Promise<DisputeRow | null> {
  const [row] = await db.query<DisputeRow>(
    `${disputeSelect} WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [disputeId],
  );
  return row ?? null;
}

/**
 * Until when the order's customer may report a problem: the window after it completed, or after a late
 * cancellation that charged them. Null when it is not such an order, or the window has passed.
 */
export async function reportUntil(db: Queryable, orderId: string): Promise<string | null> {
  const [row] = await db.query<{ until: string | null }>(
    `SELECT CASE WHEN ends > now() THEN ${isoTimestamp('ends')} END AS until FROM (
       SELECT CASE
         WHEN o.status = 'COMPLETED' THEN coalesce(o.ended_at, o.updated_at)
         WHEN o.status = 'CANCELLED' AND coalesce(o.cancel_charge_minor, 0) > 0 THEN o.cancelled_at
       END + make_interval(days => $2) AS ends
       FROM orders o WHERE o.id = $1 AND o.provider_id IS NOT NULL) w`,
    [orderId, disputeWindowDays],
  );
  return row?.until ?? null;
}

export interface Refundable {
  currency: string;
  /** Captured less refunds made and refunds under way. */
  leftMinor: number;
}

export async function refundableOf(db: Queryable, orderId: string): Promise<Refundable> {
  const [row] = await db.query<{ currency: string; left: number }>(
    `SELECT p.currency, (p.amount_captured_minor - p.amount_refunded_minor
       - coalesce((SELECT sum(r.amount_minor) FROM payment_refunds r
                   WHERE r.payment_id = p.id AND r.status = 'started'), 0))::int AS left
     FROM payments p WHERE p.order_id = $1 AND p.status = 'succeeded'
     ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
    [orderId],
  );
  const [order] = await db.query<{ currency: string }>('SELECT currency FROM orders WHERE id = $1', [
    orderId,
  ]);
  return {
    currency: row?.currency ?? order?.currency ?? 'gbp',
    leftMinor: Math.max(0, row?.left ?? 0),
  };
}

const pounds = (minor: number) => minor / 100;

/** The dispute as `viewer` sees it: the provider and operators also see the provider's payout. */
export async function disputeView(
  db: Queryable,
  dispute: DisputeRow,
  viewerRole: 'user' | 'provider' | 'operator',
  photoLink: MediaLink,
): Promise<Dispute> {
  const photos = await db.query<{ image_id: string }>(
    'SELECT image_id FROM dispute_photos WHERE dispute_id = $1 ORDER BY position',
    [dispute.id],
  );
  const messages = await db.query<{
    id: string;
    sender_id: string;
    role: string;
    first_name: string | null;
    last_name: string | null;
    body: string;
    image_id: string | null;
    at: string;
  }>(
    `SELECT m.id::text AS id, m.sender_id, a.role, a.first_name, a.last_name, m.body, m.image_id,
       ${isoTimestamp('m.created_at')} AS at
     FROM dispute_messages m JOIN accounts a ON a.id = m.sender_id
     WHERE m.dispute_id = $1 ORDER BY m.id`,
    [dispute.id],
  );
  const { currency, leftMinor } = await refundableOf(db, dispute.order_id);
  // The dispute's refund the payment provider refused, until a refund of the order is made after it.
  const [refusal] = await db.query<{ failure_reason: string | null }>(
    `SELECT r.failure_reason FROM disputes d JOIN payment_refunds r ON r.id = d.refund_id
     WHERE d.id = $1 AND r.status = 'refused'
       AND NOT EXISTS (SELECT 1 FROM payment_refunds later WHERE later.order_id = r.order_id
                       AND later.status = 'done' AND later.created_at > r.created_at)`,
    [dispute.id],
  );
  const view: Dispute = {
    DisputeID: dispute.id,
    OrderID: dispute.order_id,
    Service: dispute.product_name,
    Status: dispute.status,
    Reason: dispute.reason,
    Description: dispute.description,
    OpenedAt: dispute.opened_at,
    Photos: photos.map((p) => photoLink(p.image_id)).filter((url): url is string => url !== null),
    Offer: dispute.offer_kind
      ? {
          Kind: dispute.offer_kind,
          Amount: dispute.offer_amount_minor === null ? null : pounds(dispute.offer_amount_minor),
          Note: dispute.offer_note ?? '',
          Status: dispute.offer_status ?? 'OFFERED',
        }
      : null,
    Decision:
      dispute.outcome && dispute.decided_at
        ? {
            Outcome: dispute.outcome,
            Refund: pounds(dispute.refund_minor ?? 0),
            ProviderShareReversed: dispute.provider_share_reversed ?? false,
            Note: dispute.decision_note ?? '',
            DecidedAt: dispute.decided_at,
          }
        : null,
    Currency: currency.toUpperCase(),
    Refundable: pounds(leftMinor),
    RefundRefused: refusal ? refusal.failure_reason || 'refused' : null,
    // Operators sign as the team; each side sees the other by first name only.
    Messages: messages.map((m) => ({
      Id: m.id,
      From: m.role === 'operator' ? 'CALLOUT' : m.sender_id === dispute.customer_id ? 'CUSTOMER' : 'PROVIDER',
      Name: m.role === 'operator' ? 'Callout' : (m.first_name?.trim() ?? null) || null,
      Message: m.body,
      Image: photoLink(m.image_id),
      Date: m.at,
    })),
  };
  if (viewerRole === 'user') return view;
  const [payout] = await db.query<{
    amount_minor: number;
    transferred_minor: number;
    currency: string;
  }>('SELECT amount_minor, transferred_minor, currency FROM payouts WHERE order_id = $1', [dispute.order_id]);
  const open = dispute.status === 'OPEN';
  return {
    ...view,
    Payout: payout
      ? {
          Amount: pounds(payout.amount_minor),
          Transferred: pounds(payout.transferred_minor),
          Currency: payout.currency.toUpperCase(),
          Held: open && payout.amount_minor > payout.transferred_minor,
          AtRisk: open && payout.transferred_minor > 0,
        }
      : null,
  };
}

export interface DisputeSummaryRow {
  id: string;
  order_id: string;
  product_name: string;
  status: Dispute['Status'];
  reason: Dispute['Reason'];
  customer_id: string;
  provider_id: string;
  opened_at: string;
  photos: number;
}

/** The operators' list, oldest open first (the queue), at most 200. */
export function listDisputes(db: Queryable, status: string): Promise<DisputeSummaryRow[]> {
  return db.query<DisputeSummaryRow>(
    `SELECT d.id, d.order_id, o.product_name, d.status, d.reason, d.customer_id, d.provider_id,
       ${isoTimestamp('d.created_at')} AS opened_at,
       (SELECT count(*)::int FROM dispute_photos p WHERE p.dispute_id = d.id) AS photos
     FROM disputes d JOIN orders o ON o.id = d.order_id
     WHERE $1 = 'all' OR d.status = $1
     ORDER BY d.created_at, d.id LIMIT 200`,
    [status],
  );
}

export interface DisputeParties {
  customer_id: string;
  customer_email: string | null;
  provider_id: string;
  provider_email: string | null;
  product_name: string;
  currency: string;
}

/** Who the dispute's mails go to, and the order's product and currency they name. */
export async function disputeParties(tx: Queryable, disputeId: string): Promise<DisputeParties | null> {
  const [row] = await tx.query<DisputeParties>(
    `SELECT d.customer_id, c.email AS customer_email, d.provider_id, p.email AS provider_email, o.product_name,
       o.currency
     FROM disputes d JOIN orders o ON o.id = d.order_id
     JOIN accounts c ON c.id = d.customer_id JOIN accounts p ON p.id = d.provider_id
     WHERE d.id = $1`,
    [disputeId],
  );
  return row ?? null;
}
