// What a counted refund tells, in the transaction that counts it (refunds.ts), so each is told once: the
// operators' audit log (when an operator asked for it), the provider's bell (their payout is smaller) and
// the customer's mail.

import type { Queryable } from '../../infra/db/database';
import type { Mail, Mailer } from '../../infra/mail/mailer';
import { type Words, type Writer, writerFor } from '../../infra/texts/writer';
import { languageOf } from '../accounts/account-language';
import { notify } from '../notifications/notify';
import { providerLinks } from '../notifications/provider-events';
import { recordAudit } from '../ops/audit-log-store';
import { refundedOrder } from './order-payment-store';

export interface CountedRefund {
  refundId: string;
  orderId: string;
  amountMinor: number;
  /** Refunded on the order in all, this refund included. */
  refundedInAllMinor: number;
  currency: string;
  reason: string;
  /** The operator who asked; null for a refund the platform made by itself. */
  operatorId: string | null;
  /** The provider's payout after this refund, or null when the order has no payout yet. */
  payoutMinor: number | null;
}

export const money = (currency: string, minor: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);

/** The customer's mail, in their language (`w`). */
export function refundMail(to: string, refund: CountedRefund, product: string, w: Writer): Mail {
  const amount = w.money(refund.amountMinor, refund.currency);
  return {
    to,
    subject: w.t('mails:refund.subject', { amount, orderId: refund.orderId }),
    text: [
      w.t('mails:refund.said', { amount, product, orderId: refund.orderId }),
      w.t('mails:refund.reason', { reason: refund.reason }),
      w.t('mails:refund.inAll', { amount: w.money(refund.refundedInAllMinor, refund.currency) }),
      w.t('mails:refund.bank'),
      '',
      w.t('mails:signature'),
    ].join('\n'),
  };
}

/** The provider's bell: the refund, and their payout for the order once it has one. */
export const refundNotice =
  (refund: CountedRefund, product: string): Words =>
  (w) => {
    const values = {
      amount: w.money(refund.amountMinor, refund.currency),
      what: w.t('notices:when.order', { product, orderId: refund.orderId }),
    };
    return refund.payoutMinor === null
      ? w.t('notices:provider.refunded', values)
      : w.t('notices:provider.refundedWithPayout', {
          ...values,
          payout: w.money(refund.payoutMinor, refund.currency),
        });
  };

export async function announceRefund(
  tx: Queryable,
  refund: CountedRefund,
  mailer: Mailer | undefined,
): Promise<void> {
  const order = await refundedOrder(tx, refund.orderId);
  if (!order) return;
  if (refund.operatorId) {
    await recordAudit(tx, {
      operatorId: refund.operatorId,
      action: 'order.refund',
      subjectType: 'order',
      subjectId: refund.orderId,
      accountId: order.customer_id,
      before: {
        RefundedMinor: refund.refundedInAllMinor - refund.amountMinor,
        Currency: refund.currency,
      },
      after: {
        RefundedMinor: refund.refundedInAllMinor,
        Currency: refund.currency,
        RefundID: refund.refundId,
        AmountMinor: refund.amountMinor,
      },
      note: refund.reason,
    });
  }
  if (order.provider_id) {
    await notify(
      tx,
      order.provider_id,
      refundNotice(refund, order.product_name),
      providerLinks.order(refund.orderId),
      { once: `refund-${refund.refundId}` },
    );
  }
  // A deleted account has no address left: nobody to mail.
  if (mailer && order.customer_email) {
    const writer = writerFor(await languageOf(tx, order.customer_id));
    await mailer.sendWithin(tx, refundMail(order.customer_email, refund, order.product_name, writer));
  }
}
