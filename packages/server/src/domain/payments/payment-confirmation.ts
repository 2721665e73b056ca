// GET /confirmpayment: after the card step the confirmation page asks the server to check the payment
// with the gateway. The gateway's word counts, never the browser's.
import type { Envelope } from '@callout/contracts/envelope';
import { ApiError } from '../../errors';
import type { Database } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import { customerOrder } from '../orders/order-access';
import { findOrder, orderPaymentStatus, owesCancelCharge } from '../orders/order-store';
import type { PaymentGateway } from './gateway';
import { paymentMessages } from './messages';
import { recordIntentState } from './payment-state';
import { latestPayment } from './payment-store';
import { capturePayment } from './settlement';

const ok = (message: string): Envelope => ({ success: true, message });

export async function confirmPayment(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  customer: AccountRow,
  orderId: string,
): Promise<Envelope> {
  const order = await customerOrder(db, customer, orderId);
  const payment = await latestPayment(db, order.id);
  if (!payment || payment.gateway !== gateway.kind) {
    if (order.payment_status === orderPaymentStatus.completed) return ok(paymentMessages.paymentCompleted);
    if (
      order.payment_status === orderPaymentStatus.pendingOrder &&
      order.status !== 'COMPLETED' &&
      !owesCancelCharge(order)
    ) {
      throw new ApiError(409, paymentMessages.payAfterCompletion);
    }
    throw new ApiError(409, paymentMessages.noPayment);
  }

  const intent = await gateway.retrieveIntent(payment.intent_id);
  const outcome = await recordIntentState(db, siteLinks, gateway, payment, intent);
  if (outcome === 'amount-changed') throw new ApiError(409, paymentMessages.amountChanged);
  if (outcome === 'order-cancelled') throw new ApiError(409, paymentMessages.orderCancelled);
  if (outcome === 'not-paid') {
    const status = paymentMessages.status(intent.status);
    throw new ApiError(402, intent.lastError ? `${intent.lastError} (${status})` : status);
  }
  if (intent.status === 'succeeded') return ok(paymentMessages.captured);

  // Funds are held. An hourly order paid after it ended, or a cancellation charge, has nothing left to
  // wait for: take them now.
  const current = await findOrder(db, order.id);
  if (
    current &&
    (current.status === 'COMPLETED' || owesCancelCharge(current)) &&
    (await capturePayment(db, siteLinks, gateway, order.id))
  ) {
    return ok(paymentMessages.captured);
  }
  return ok(paymentMessages.secured);
}
