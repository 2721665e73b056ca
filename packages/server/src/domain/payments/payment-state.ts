// Applying what the gateway says about an intent to our records, exactly once however often it is told
// (a confirm call, a repeated or concurrent confirm, a Stripe webhook): the order row is locked while it
// is decided, and an order already marked paid is left alone.
import type { Database } from '../../infra/db/database';
import type { SiteLinks } from '../notifications/mail/site-links';
import { notifyPaymentSecured } from '../notifications/provider-events';
import { tellCustomerBookingConfirmed } from '../notifications/push/customer-notices';
import { amountDue, findOrder, orderPaymentStatus, owesCancelCharge } from '../orders/order-store';
import { transition } from '../orders/state-machine';
import { type GatewayIntent, type PaymentGateway, securedStatuses, toMinorUnits } from './gateway';
import { markOrderPaid } from './order-payment-store';
import { notePaymentKey, type PaymentRow, saveIntentState } from './payment-store';

/**
 * paid: funds are held or taken for this order. not-paid: the card step is not done.
 * amount-changed / order-cancelled: the payment no longer fits the order, so any hold was released.
 */
export type IntentOutcome = 'paid' | 'not-paid' | 'amount-changed' | 'order-cancelled';

export async function recordIntentState(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  payment: PaymentRow,
  intent: GatewayIntent,
): Promise<IntentOutcome> {
  const outcome = await db.transaction(async (tx): Promise<IntentOutcome> => {
    await saveIntentState(tx, payment.id, intent);
    if (!securedStatuses.has(intent.status)) return 'not-paid';
    const order = await findOrder(tx, payment.order_id, true);
    if (!order) return 'not-paid';
    if (order.payment_status === orderPaymentStatus.completed) return 'paid';
    // The customer switched bidder (new price) while an old payment page was still open.
    const due = amountDue(order);
    if (due === null || toMinorUnits(due) !== intent.amountMinor) return 'amount-changed';
    const next = transition(
      {
        status: order.status,
        rate: order.pay_rate,
        paymentStatus: order.payment_status,
        hasProvider: order.provider_id !== null,
        owesCancelCharge: owesCancelCharge(order),
      },
      'payment-secured',
      'system',
    );
    if (!next.ok) return 'order-cancelled';
    await markOrderPaid(tx, order.id, orderPaymentStatus.completed, next.status);
    await notifyPaymentSecured(tx, siteLinks, order.id);
    await tellCustomerBookingConfirmed(tx, siteLinks, order.id);
    return 'paid';
  });

  if (
    (outcome === 'amount-changed' || outcome === 'order-cancelled') &&
    intent.status === 'requires_capture'
  ) {
    const cancelKey = `${payment.id}-cancel`;
    const released = await gateway.cancelIntent(intent.id, cancelKey);
    await saveIntentState(db, payment.id, released);
    await notePaymentKey(db, payment.id, 'cancel', cancelKey);
  }
  return outcome;
}
