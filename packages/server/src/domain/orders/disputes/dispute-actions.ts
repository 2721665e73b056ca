// What each side does with a dispute: the customer reports the problem (with photos), both sides and
// operators write in its chat, the provider offers a partial refund or a return visit, the customer
// answers, and an operator decides. Each change is made under the dispute's row lock, so a dispute ends
// once (an offer accepted and an operator's decision at the same moment: one wins, the other is a 409).
import { maxDisputePhotos, type ReportProblemInput } from '@callout/contracts/disputes';
import { ApiError } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import { checkUpload, storePrivateImage } from '../../../infra/images/image-store';
import type { Mailer } from '../../../infra/mail/mailer';
import type { AccountRow } from '../../accounts/account-store';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { recordAudit } from '../../ops/audit-log-store';
import { money } from '../../payments/refund-notices';
import { newPublicId } from '../order-ids';
import {
  acceptOffer,
  countPhotos,
  declineOffer,
  insertDispute,
  insertMessage,
  insertPhoto,
  lockOrderParties,
  saveDecision,
  saveOffer,
} from './dispute-actions-store';
import { type Ending, tellEnded, tellMessage, tellOffered, tellReported } from './dispute-notices';
import { type DisputeRow, disputeOfOrder, findDispute, refundableOf, reportUntil } from './dispute-store';
import { disputeMessages } from './messages';

const notFound = () => new ApiError(404, disputeMessages.notFound);

/** Opens the order's dispute; the order must be the customer's and within the window. */
export async function reportProblem(
  db: Database,
  mailer: Mailer,
  customer: AccountRow,
  input: ReportProblemInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await lockOrderParties(tx, input.orderid);
    if (!order || order.customer_id !== customer.id) throw new ApiError(404, disputeMessages.notFound);
    if (await disputeOfOrder(tx, input.orderid)) throw new ApiError(409, disputeMessages.alreadyReported);
    if (!order.provider_id || !(await reportUntil(tx, input.orderid))) {
      throw new ApiError(409, disputeMessages.notReportable);
    }
    const id = newPublicId('DSP');
    await insertDispute(tx, {
      id,
      orderId: input.orderid,
      customerId: customer.id,
      providerId: order.provider_id,
      reason: input.reason,
      description: input.description,
    });
    await tellReported(tx, mailer, { id, orderId: input.orderid, reason: input.reason });
    return id;
  });
}

/** The customer's open dispute on the order, locked; 404 for anyone else's or none, 409 once it ended. */
async function ownOpenDispute(tx: Queryable, accountId: string, orderId: string): Promise<DisputeRow> {
  const dispute = await disputeOfOrder(tx, orderId, true);
  if (!dispute || dispute.customer_id !== accountId) throw notFound();
  if (dispute.status !== 'OPEN') throw new ApiError(409, disputeMessages.notOpen);
  return dispute;
}

/** Adds one photo (a checked data URL, under the same pixel limit as every upload) to the open dispute. */
export async function addDisputePhoto(
  db: Database,
  customer: AccountRow,
  orderId: string,
  dataUrl: string,
): Promise<void> {
  // Checked before the dispute is locked: reading a picture's header is the slow part.
  const picture = checkUpload(dataUrl.slice(dataUrl.indexOf(',') + 1));
  await db.transaction(async (tx) => {
    const dispute = await ownOpenDispute(tx, customer.id, orderId);
    const count = await countPhotos(tx, dispute.id);
    if (count >= maxDisputePhotos) throw new ApiError(409, disputeMessages.tooManyPhotos);
    const imageId = await storePrivateImage(tx, picture);
    await insertPhoto(tx, dispute.id, imageId, count + 1);
  });
}

/**
 * The dispute a party of the order may see: the customer's or the provider's own (404 otherwise, as for an
 * order without one).
 */
export async function partyDispute(
  db: Queryable,
  account: AccountRow,
  role: 'user' | 'provider',
  orderId: string,
): Promise<DisputeRow | null> {
  const dispute = await disputeOfOrder(db, orderId);
  if (!dispute) return null;
  const owner = role === 'user' ? dispute.customer_id : dispute.provider_id;
  return owner === account.id ? dispute : null;
}

/**
 * A message in the dispute's chat, while it is open: words, a picture (a data URL, stored privately and
 * shown only to the dispute's parties and operators, as the order chat's pictures are), or both. The other
 * side(s) hear of it on their bell and by push.
 */
export async function postDisputeMessage(
  db: Database,
  siteLinks: SiteLinks,
  senderId: string,
  dispute: DisputeRow,
  body: string,
  pictureDataUrl?: string,
) {
  // Checked before the dispute is locked: reading a picture's header is the slow part.
  const picture = pictureDataUrl ? checkUpload(pictureDataUrl.slice(pictureDataUrl.indexOf(',') + 1)) : null;
  await db.transaction(async (tx) => {
    const locked = await findDispute(tx, dispute.id, true);
    if (locked?.status !== 'OPEN') throw new ApiError(409, disputeMessages.notOpen);
    const imageId = picture ? await storePrivateImage(tx, picture) : null;
    const postedId = await insertMessage(tx, dispute.id, senderId, body, imageId);
    await tellMessage(tx, siteLinks, locked, senderId, { id: postedId ?? '', body });
  });
}

export interface OfferInput {
  kind: 'PARTIAL_REFUND' | 'RETURN_VISIT';
  amountMinor: number | undefined;
  note: string;
}

/** The provider's offer, while the dispute is open and no earlier offer waits for an answer. */
export async function makeOffer(
  db: Database,
  provider: AccountRow,
  orderId: string,
  offer: OfferInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const dispute = await disputeOfOrder(tx, orderId, true);
    if (!dispute || dispute.provider_id !== provider.id) throw notFound();
    if (dispute.status !== 'OPEN') throw new ApiError(409, disputeMessages.notOpen);
    if (dispute.offer_status === 'OFFERED') throw new ApiError(409, disputeMessages.offerWaiting);
    const amount = offer.kind === 'PARTIAL_REFUND' ? (offer.amountMinor ?? 0) : null;
    if (amount !== null) {
      const { currency, leftMinor } = await refundableOf(tx, orderId);
      if (amount > leftMinor)
        throw new ApiError(409, disputeMessages.offerTooMuch(money(currency, leftMinor)));
    }
    await saveOffer(tx, dispute.id, offer.kind, amount, offer.note);
    await tellOffered(tx, { id: dispute.id, orderId, kind: offer.kind, amountMinor: amount });
  });
}

/**
 * The customer's answer to the waiting offer. Accepting ends the dispute (RESOLVED): its refund, if any, is
 * then made by settleDispute. Returns the dispute's id when it ended.
 */
export async function answerOffer(
  db: Database,
  mailer: Mailer,
  customer: AccountRow,
  orderId: string,
  accept: boolean,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const dispute = await ownOpenDispute(tx, customer.id, orderId);
    if (dispute.offer_status !== 'OFFERED') throw new ApiError(409, disputeMessages.noOffer);
    if (!accept) {
      await declineOffer(tx, dispute.id);
      return null;
    }
    const refundMinor = dispute.offer_amount_minor ?? 0;
    if (refundMinor > 0) {
      const { currency, leftMinor } = await refundableOf(tx, orderId);
      if (refundMinor > leftMinor)
        throw new ApiError(409, disputeMessages.offerTooMuch(money(currency, leftMinor)));
    }
    await acceptOffer(tx, dispute.id, refundMinor);
    await tellEnded(tx, mailer, {
      id: dispute.id,
      orderId,
      status: 'RESOLVED',
      outcome: refundMinor > 0 ? 'PARTIAL_REFUND' : 'NO_REFUND',
      refundMinor,
      providerShareReversed: true,
      note: '',
    });
    return dispute.id;
  });
}

export interface Decision {
  outcome: 'NO_REFUND' | 'PARTIAL_REFUND' | 'FULL_REFUND';
  amountMinor: number | undefined;
  reverseShare: boolean;
  note: string;
}

/**
 * An operator's decision on an open dispute, written in the audit log with the mails to both sides. The
 * refund (everything left to refund for a full one) is made afterwards by settleDispute.
 */
export async function decideDispute(
  db: Database,
  mailer: Mailer,
  operatorId: string,
  disputeId: string,
  decision: Decision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const dispute = await findDispute(tx, disputeId, true);
    if (!dispute) throw notFound();
    if (dispute.status !== 'OPEN') throw new ApiError(409, disputeMessages.notOpen);
    const { currency, leftMinor } = await refundableOf(tx, dispute.order_id);
    const refundMinor =
      decision.outcome === 'FULL_REFUND'
        ? leftMinor
        : decision.outcome === 'PARTIAL_REFUND'
          ? (decision.amountMinor ?? 0)
          : 0;
    if (refundMinor > leftMinor) {
      throw new ApiError(409, disputeMessages.refundTooMuch(money(currency, leftMinor)));
    }
    const reverseShare = refundMinor > 0 && decision.reverseShare;
    await saveDecision(
      tx,
      dispute.id,
      { outcome: decision.outcome, refundMinor, reverseShare, note: decision.note },
      operatorId,
    );
    await recordAudit(tx, {
      operatorId,
      action: 'dispute.decide',
      subjectType: 'dispute',
      subjectId: dispute.id,
      accountId: dispute.customer_id,
      before: { Status: 'OPEN' },
      after: {
        Status: 'DECIDED',
        Outcome: decision.outcome,
        RefundMinor: refundMinor,
        Currency: currency,
        ProviderShareReversed: reverseShare,
        OrderID: dispute.order_id,
      },
      note: decision.note,
    });
    const ending: Ending = {
      id: dispute.id,
      orderId: dispute.order_id,
      status: 'DECIDED',
      outcome: decision.outcome,
      refundMinor,
      providerShareReversed: reverseShare,
      note: decision.note,
    };
    await tellEnded(tx, mailer, ending);
  });
}
