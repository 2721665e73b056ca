// The receipt mailed to the customer when their payment is taken. The company's name, number and registered
// office follow it, as on every mail (mail/company-footer.ts); the receipt page shows the same facts.
import { cardDescription } from '@callout/contracts/receipts';
import type { Mail } from '../mail/mailer';
import { londonDateTimeText, moneyText } from './mail-format';

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
}

/** The right to cancel as the order had it, in the receipt's words. */
export function cancelRightText(receipt: ReceiptFacts): string | null {
  if (receipt.cancelExempt)
    return 'Right to cancel: none for this service (a fixed date or an urgent repair).';
  if (!receipt.cancelUntil) return null;
  const until = `Right to cancel: 14 days, until ${londonDateTimeText(receipt.cancelUntil)}, free before the work starts.`;
  return receipt.startRequestedAt
    ? `${until} You asked for the work to start within them on ${londonDateTimeText(receipt.startRequestedAt)}.`
    : until;
}

export function receiptMail(receipt: ReceiptFacts, to: string): Mail {
  const card = cardDescription(receipt.cardBrand, receipt.cardLast4);
  return {
    to,
    subject: `Your Callout receipt for order ${receipt.orderId}`,
    text: [
      'Thank you for your payment. This is your receipt.',
      '',
      `Order number: ${receipt.orderId}`,
      `Service: ${receipt.service}`,
      `Provider: ${receipt.provider ?? 'Not assigned'}`,
      `Date: ${londonDateTimeText(receipt.paidAt)}`,
      `Amount paid: ${moneyText(receipt.currency, receipt.amountMinor)}`,
      ...(card ? [`Paid with: ${card}`] : []),
      ...(cancelRightText(receipt) ? [cancelRightText(receipt) ?? ''] : []),
      '',
      "You can see and print this receipt from the order's page in Callout.",
    ].join('\n'),
  };
}
