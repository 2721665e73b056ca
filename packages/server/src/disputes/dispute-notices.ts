// What a dispute's events tell each side: the provider's bell and mail when a problem is reported, the
// customer's bell when an offer comes, and both sides' mail when the dispute ends. Queued in the
// transaction that makes the change, so each is told once and only if it happened.
import type { Queryable } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { money } from '../payments/refund-notices';
import type { Words } from '../texts/writer';
import { outcomeText, reasonText } from './messages';

export const customerOrderLink = (orderId: string) => `/details/${encodeURIComponent(orderId)}`;

interface Parties {
  customer_id: string;
  customer_email: string | null;
  provider_id: string;
  provider_email: string | null;
  product_name: string;
  currency: string;
}

async function partiesOf(tx: Queryable, disputeId: string): Promise<Parties | null> {
  const [row] = await tx.query<Parties>(
    `SELECT d.customer_id, c.email AS customer_email, d.provider_id, p.email AS provider_email, o.product_name,
       o.currency
     FROM disputes d JOIN orders o ON o.id = d.order_id
     JOIN accounts c ON c.id = d.customer_id JOIN accounts p ON p.id = d.provider_id
     WHERE d.id = $1`,
    [disputeId],
  );
  return row ?? null;
}

const signed = (lines: string[]) => [...lines, '', 'Callout'].join('\n');

export async function tellReported(
  tx: Queryable,
  mailer: Mailer,
  dispute: { id: string; orderId: string; reason: string },
): Promise<void> {
  const parties = await partiesOf(tx, dispute.id);
  if (!parties) return;
  const what = `${parties.product_name} (${dispute.orderId})`;
  const text = `The customer reported a problem with ${what}: ${reasonText[dispute.reason] ?? dispute.reason}. Your payout for it is held until it is settled.`;
  await notify(tx, parties.provider_id, () => text, providerLinks.order(dispute.orderId), {
    once: `dispute-${dispute.id}-reported`,
  });
  if (parties.provider_email) {
    await mailer.sendWithin(tx, {
      to: parties.provider_email,
      subject: `Callout: a problem was reported with order ${dispute.orderId}`,
      text: signed([
        text,
        'Open the order in Callout to read it, answer in its chat, or offer a partial refund or a return visit.',
      ]),
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
    });
  }
}

export async function tellOffered(
  tx: Queryable,
  dispute: { id: string; orderId: string; kind: string; amountMinor: number | null },
): Promise<void> {
  const parties = await partiesOf(tx, dispute.id);
  if (!parties) return;
  const offer =
    dispute.kind === 'PARTIAL_REFUND'
      ? `a refund of ${money(parties.currency, dispute.amountMinor ?? 0)}`
      : 'a return visit';
  await notify(
    tx,
    parties.customer_id,
    () => `The provider offers ${offer} for ${parties.product_name} (${dispute.orderId}).`,
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
  const parties = await partiesOf(tx, ending.id);
  if (!parties) return;
  const what = `${parties.product_name} (order ${ending.orderId})`;
  const refund = money(parties.currency, ending.refundMinor);
  const how =
    ending.status === 'RESOLVED'
      ? ending.refundMinor > 0
        ? `The customer accepted the provider's offer of a ${refund} refund.`
        : "The customer accepted the provider's offer of a return visit."
      : `Callout decided: ${outcomeText[ending.outcome] ?? ending.outcome}${ending.refundMinor > 0 ? ` of ${refund}` : ''}.`;
  const note = ending.status === 'DECIDED' && ending.note ? [`Reason: ${ending.note}`] : [];
  const subject = `Callout: the problem with order ${ending.orderId} is settled`;
  if (parties.customer_email) {
    await mailer.sendWithin(tx, {
      to: parties.customer_email,
      subject,
      text: signed([
        `The problem you reported with ${what} is settled.`,
        how,
        ...note,
        ...(ending.refundMinor > 0
          ? ['The refund goes back to your card; we mail you when it is made.']
          : []),
      ]),
    });
  }
  const share =
    ending.refundMinor === 0
      ? 'Your payout for it is no longer held.'
      : ending.providerShareReversed
        ? 'Your share of the refund is taken from your payout for it, which is no longer held.'
        : 'Callout pays the refund: your payout for it is unchanged and no longer held.';
  if (parties.provider_email) {
    await mailer.sendWithin(tx, {
      to: parties.provider_email,
      subject,
      text: signed([`The problem reported with ${what} is settled.`, how, ...note, share]),
    });
  }
  await notify(
    tx,
    parties.provider_id,
    () => `The problem with ${parties.product_name} (${ending.orderId}) is settled. ${share}`,
    providerLinks.order(ending.orderId),
    { once: `dispute-${ending.id}-ended` },
  );
}
