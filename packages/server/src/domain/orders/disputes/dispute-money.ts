// The money a dispute moves once it has ended: its refund, made through the ordinary refunds (so noted
// first, made once under the key dispute-<id>, the provider's share taken back or, when an operator decided
// so, paid by the platform), and then the payout it held, released. Safe to repeat: the payout sweep
// calls it for a dispute whose refund a crash left unmade.
import type { Database } from '../../../infra/db/database';
import type { Mailer } from '../../../infra/mail/mailer';
import type { SiteLinks } from '../../notifications/mail/site-links';
import type { PaymentGateway } from '../../payments/gateway';
import { refundPayment } from '../../payments/refunds';
import { payOutOrder } from '../../payouts/payout-transfers';
import { findEndedDispute, noteRefund, noteRefundFailure } from './dispute-money-store';

export const disputeRefundKey = (disputeId: string) => `dispute-${disputeId}`;

/** Makes the ended dispute's refund if it is due and not made yet, then pays out what it held if due. */
export async function settleDispute(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  disputeId: string,
  mailer?: Mailer,
): Promise<void> {
  const dispute = await findEndedDispute(db, disputeId);
  if (!dispute || dispute.status === 'OPEN') return;
  const amount = dispute.refund_minor ?? 0;
  if (amount > 0 && dispute.refund_id === null && dispute.refund_failure === null) {
    const accepted = dispute.status === 'RESOLVED';
    const outcome = await refundPayment(
      db,
      siteLinks,
      gateway,
      dispute.order_id,
      {
        amountMinor: amount,
        reason: accepted
          ? `Problem ${dispute.id}: the provider's offer, which you accepted`
          : `Problem ${dispute.id}: ${dispute.decision_note ?? 'our decision'}`,
        requestedBy: accepted ? null : dispute.decided_by,
        requestKey: disputeRefundKey(dispute.id),
        providerKeeps: !accepted && dispute.provider_share_reversed === false,
      },
      { mailer },
    );
    if (outcome.kind === 'refused' && outcome.refundId === null) {
      // Nothing was noted (refunded meanwhile another way): the payout is not held for it any longer.
      await noteRefundFailure(db, dispute.id, outcome.reason);
    } else if (outcome.refundId) {
      await noteRefund(db, dispute.id, outcome.refundId);
    }
  }
  await payOutOrder(db, siteLinks, gateway, dispute.order_id);
}
