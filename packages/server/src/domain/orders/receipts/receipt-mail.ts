// The receipt mailed to the customer when their payment is taken. The company's name, number and registered
// office follow it, as on every mail (infra/mail/company-footer.ts); the receipt page shows the same facts.
import { cardBrandName } from '@callout/contracts/receipts';
import type { Mail } from '../../../infra/mail/mailer';
import type { Writer } from '../../../infra/texts/writer';
import type { Cancellation } from '../right-to-cancel-store';

/** What a receipt tells, as receipt-store.ts reads it. */
export interface ReceiptFacts {
  orderId: string;
  customerId: string;
  customerEmail: string | null;
  service: string;
  provider: string | null;
  paidAt: Date;
  amountMinor: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The 14-day right to cancel: the product is exempt from it. */
  cancelExempt?: boolean;
  /** When the 14 days to cancel end (or ended). */
  cancelUntil?: Date;
  /** When the customer expressly asked for the work to start inside the 14 days, if they did. */
  startRequestedAt?: Date | null;
  /** Why a cancelled order's charge is what it is (the receipt of a cancellation charge); null otherwise. */
  cancellation?: Cancellation | null;
}

/** The right to cancel as the order had it, in the receipt's words (`w`). */
export function cancelRightText(receipt: ReceiptFacts, w: Writer): string | null {
  if (receipt.cancelExempt) return w.t('mails:receipt.cancelExempt');
  if (!receipt.cancelUntil) return null;
  const until = w.t('mails:receipt.cancelUntil', { until: w.moment(receipt.cancelUntil) });
  return receipt.startRequestedAt
    ? `${until} ${w.t('mails:receipt.cancelRequested', { at: w.moment(receipt.startRequestedAt) })}`
    : until;
}

/** The Cancellation line of a cancelled order's receipt: why it cost what it cost, as the receipt page says. */
export function cancellationText(receipt: ReceiptFacts, w: Writer): string | null {
  const cancellation = receipt.cancellation;
  if (!cancellation) return null;
  if (cancellation.Basis === 'no-express-request') return w.t('mails:receipt.cancelledFree');
  if (cancellation.Charge <= 0) return null;
  const amount = w.money(Math.round(cancellation.Charge * 100), receipt.currency);
  return cancellation.WithinRight
    ? w.t('mails:receipt.cancelledCharged', { amount })
    : w.t('mails:receipt.cancelledPolicy', { amount });
}

/** "Visa ending 4242" in the reader's words, or null when the card is not known. */
function cardText(receipt: ReceiptFacts, w: Writer): string | null {
  if (!receipt.cardLast4) return null;
  const brand = cardBrandName(receipt.cardBrand) ?? w.t('mails:receipt.cardBrandless');
  return w.t('mails:receipt.cardEnding', { brand, last4: receipt.cardLast4 });
}

/** The receipt in the customer's language (`w`). */
export function receiptMail(receipt: ReceiptFacts, to: string, w: Writer): Mail {
  const card = cardText(receipt, w);
  const cancelRight = cancelRightText(receipt, w);
  const cancelled = cancellationText(receipt, w);
  return {
    to,
    subject: w.t('mails:receipt.subject', { orderId: receipt.orderId }),
    text: [
      w.t('mails:receipt.thanks'),
      '',
      w.t('mails:receipt.order', { orderId: receipt.orderId }),
      w.t('mails:receipt.service', { service: receipt.service }),
      w.t('mails:receipt.provider', { provider: receipt.provider ?? w.t('mails:receipt.noProvider') }),
      w.t('mails:receipt.date', { date: w.moment(receipt.paidAt) }),
      w.t('mails:receipt.amount', { amount: w.money(receipt.amountMinor, receipt.currency) }),
      ...(card ? [w.t('mails:receipt.card', { card })] : []),
      ...(cancelRight ? [cancelRight] : []),
      ...(cancelled ? [cancelled] : []),
      '',
      w.t('mails:receipt.print'),
    ].join('\n'),
  };
}
