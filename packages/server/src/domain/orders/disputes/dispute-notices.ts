// What a dispute's events tell each side: the provider's bell and mail when a problem is reported, the
// customer's bell when an offer comes, and both sides' mail when the dispute ends. Queued in the
// transaction that makes the change, so each is told once and only if it happened.
import type { DisputeOutcome, DisputeReason } from '@callout/contracts/disputes';
import type { Queryable } from '../../../infra/db/database';
import type { Mailer } from '../../../infra/mail/mailer';
import { type Words, type Writer, writerFor } from '../../../infra/texts/writer';
import { languageOf } from '../../accounts/account-language';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notify } from '../../notifications/notify';
import { providerLinks } from '../../notifications/provider-events';
import { disputeParties } from './dispute-store';

export const customerOrderLink = (orderId: string) => `/details/${encodeURIComponent(orderId)}`;

/** A mail's lines in the reader's language, signed. */
const signed = (w: Writer, lines: string[]) => [...lines, '', w.t('mails:signature')].join('\n');

/** The writer for an account's own language. */
const writerOf = async (tx: Queryable, accountId: string) => writerFor(await languageOf(tx, accountId));

const orderWhat = (w: Writer, product: string, orderId: string) =>
  w.t('notices:when.order', { product, orderId });

export async function tellReported(
  tx: Queryable,
  mailer: Mailer,
  dispute: { id: string; orderId: string; reason: string },
): Promise<void> {
  const parties = await disputeParties(tx, dispute.id);
  if (!parties) return;
  const words: Words = (w) =>
    w.t('notices:dispute.reported', {
      what: orderWhat(w, parties.product_name, dispute.orderId),
      reason: w.t(`notices:dispute.reasons.${dispute.reason as DisputeReason}`),
    });
  await notify(tx, parties.provider_id, words, providerLinks.order(dispute.orderId), {
    once: `dispute-${dispute.id}-reported`,
  });
  if (parties.provider_email) {
    const w = await writerOf(tx, parties.provider_id);
    await mailer.sendWithin(tx, {
      to: parties.provider_email,
      subject: w.t('mails:dispute.reportedSubject', { orderId: dispute.orderId }),
      text: signed(w, [words(w), w.t('mails:dispute.reportedNext')]),
    });
  }
}

/** Longest excerpt of a chat message in its notice. */
const excerpt = 120;

/**
 * A message in the dispute's chat: the customer and the provider who did not write it are told on their
 * bell and by push (an operator's message goes to both), with an excerpt of its words.
 */
export async function tellMessage(
  tx: Queryable,
  siteLinks: SiteLinks,
  dispute: { id: string; order_id: string; customer_id: string; provider_id: string; product_name: string },
  senderId: string,
  message: { id: string; body: string },
): Promise<void> {
  const said = message.body.trim();
  const text = said.length > excerpt ? `${said.slice(0, excerpt - 1)}…` : said;
  const product = dispute.product_name;
  const words: Words = (w) =>
    text ? w.t('notices:dispute.message', { product, text }) : w.t('notices:dispute.picture', { product });
  const sides = [
    { id: dispute.customer_id, link: customerOrderLink(dispute.order_id) },
    { id: dispute.provider_id, link: providerLinks.order(dispute.order_id) },
  ];
  for (const side of sides) {
    if (side.id === senderId) continue;
    await notify(tx, side.id, words, side.link, {
      once: `dispute-message-${message.id}`,
      push: 'CHAT_MESSAGE',
      siteLinks,
    });
  }
}

export async function tellOffered(
  tx: Queryable,
  dispute: { id: string; orderId: string; kind: string; amountMinor: number | null },
): Promise<void> {
  const parties = await disputeParties(tx, dispute.id);
  if (!parties) return;
  await notify(
    tx,
    parties.customer_id,
    (w) => {
      const what = orderWhat(w, parties.product_name, dispute.orderId);
      return dispute.kind === 'PARTIAL_REFUND'
        ? w.t('notices:dispute.offeredRefund', {
            what,
            amount: w.money(dispute.amountMinor ?? 0, parties.currency),
          })
        : w.t('notices:dispute.offeredVisit', { what });
    },
    customerOrderLink(dispute.orderId),
  );
}

export interface Ending {
  id: string;
  orderId: string;
  /** RESOLVED: the customer accepted the provider's offer; DECIDED: an operator decided. */
  status: 'RESOLVED' | 'DECIDED';
  outcome: string;
  refundMinor: number;
  providerShareReversed: boolean;
  note: string;
}

/** Both sides are mailed how the dispute ended, and the provider's bell says their payout is released. */
export async function tellEnded(tx: Queryable, mailer: Mailer, ending: Ending): Promise<void> {
  const parties = await disputeParties(tx, ending.id);
  if (!parties) return;
  const what = (w: Writer) =>
    w.t('mails:dispute.what', { product: parties.product_name, orderId: ending.orderId });
  const how = (w: Writer) => {
    const amount = w.money(ending.refundMinor, parties.currency);
    if (ending.status === 'RESOLVED') {
      return ending.refundMinor > 0
        ? w.t('mails:dispute.acceptedRefund', { amount })
        : w.t('mails:dispute.acceptedVisit');
    }
    const outcome = w.t(`mails:dispute.outcomes.${ending.outcome as DisputeOutcome}`);
    return ending.refundMinor > 0
      ? w.t('mails:dispute.decidedAmount', { outcome, amount })
      : w.t('mails:dispute.decided', { outcome });
  };
  const note = (w: Writer) =>
    ending.status === 'DECIDED' && ending.note ? [w.t('mails:dispute.reason', { note: ending.note })] : [];
  const subject = (w: Writer) => w.t('mails:dispute.settledSubject', { orderId: ending.orderId });
  if (parties.customer_email) {
    const w = await writerOf(tx, parties.customer_id);
    await mailer.sendWithin(tx, {
      to: parties.customer_email,
      subject: subject(w),
      text: signed(w, [
        w.t('mails:dispute.customerSettled', { what: what(w) }),
        how(w),
        ...note(w),
        ...(ending.refundMinor > 0 ? [w.t('mails:dispute.refundNext')] : []),
      ]),
    });
  }
  const share = (w: Writer) =>
    ending.refundMinor === 0
      ? w.t('mails:dispute.shareReleased')
      : ending.providerShareReversed
        ? w.t('mails:dispute.shareReversed')
        : w.t('mails:dispute.shareCovered');
  if (parties.provider_email) {
    const w = await writerOf(tx, parties.provider_id);
    await mailer.sendWithin(tx, {
      to: parties.provider_email,
      subject: subject(w),
      text: signed(w, [
        w.t('mails:dispute.providerSettled', { what: what(w) }),
        how(w),
        ...note(w),
        share(w),
      ]),
    });
  }
  await notify(
    tx,
    parties.provider_id,
    (w) =>
      w.t('notices:dispute.settled', {
        what: orderWhat(w, parties.product_name, ending.orderId),
        share: share(w),
      }),
    providerLinks.order(ending.orderId),
    { once: `dispute-${ending.id}-ended` },
  );
}
