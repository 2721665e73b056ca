// GET /paymentintent: the intent the payment page confirms with the card. Made once per order and
// amount; asking again returns the same one, and concurrent calls share one idempotency key.
import type { PaymentIntentResponse } from '@callout/contracts/booking';
import { ApiError } from '../../errors';
import type { Database } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import { customerOrder } from '../orders/order-access';
import { amountDue, type OrderRow, orderPaymentStatus, owesCancelCharge } from '../orders/order-store';
import {
  cancellableStatuses,
  type GatewayIntent,
  type PaymentGateway,
  securedStatuses,
  toMinorUnits,
} from './gateway';
import { paymentMessages } from './messages';
import { recordIntentState } from './payment-state';
import { insertPayment, latestPayment, retirePayment, saveIntentState } from './payment-store';

const paidReply: PaymentIntentResponse = { success: true, message: paymentMessages.paymentCompleted };

function intentReply(gateway: PaymentGateway, intent: GatewayIntent, order: OrderRow, total: number) {
  return {
    success: true,
    message: paymentMessages.intentReady,
    data: {
      clientSecret: intent.clientSecret,
      // Charges are made on the platform's own account, so there is no connected account to name.
      AccountID: '',
      publicKey: gateway.publicKey,
      OrderTotal: total,
      Currency: order.currency,
    },
  } satisfies PaymentIntentResponse;
}

/** The amount to charge now, or the reply that explains why there is nothing to charge. */
function chargeFor(order: OrderRow): number | PaymentIntentResponse {
  // A job cancelled after it started is still paid for: its cancellation charge (amount_due).
  const charged = owesCancelCharge(order);
  if (order.status === 'CANCELLED' && !charged) throw new ApiError(409, paymentMessages.orderCancelled);
  if (order.payment_status === orderPaymentStatus.completed) return paidReply;
  // Spec: an hourly order is paid after completion, when the time taken prices it.
  if (order.pay_rate === 'PER HOUR' && order.status !== 'COMPLETED' && !charged) {
    return { success: true, message: paymentMessages.pendingOrder };
  }
  if (!order.provider_id) throw new ApiError(409, paymentMessages.chooseProvider);
  const total = amountDue(order);
  if (total === null || total <= 0) throw new ApiError(409, paymentMessages.nothingToPay);
  return total;
}

export async function preparePayment(
  db: Database,
  siteLinks: SiteLinks,
  gateway: PaymentGateway,
  customer: AccountRow,
  orderId: string,
): Promise<PaymentIntentResponse> {
  const order = await customerOrder(db, customer, orderId);
  const total = chargeFor(order);
  if (typeof total !== 'number') return total;
  const amountMinor = toMinorUnits(total);

  const current = await latestPayment(db, order.id);
  if (current && current.status !== 'canceled') {
    if (current.gateway === gateway.kind) {
      const intent = await gateway.retrieveIntent(current.intent_id);
      if (securedStatuses.has(intent.status)) {
        const outcome = await recordIntentState(db, siteLinks, gateway, current, intent);
        if (outcome === 'paid') return paidReply;
      } else if (intent.status !== 'canceled' && intent.amountMinor === amountMinor) {
        return intentReply(gateway, intent, order, total);
      }
      // The price changed (another bidder engaged): retire the old intent before making a new one.
      const retired = cancellableStatuses.has(intent.status)
        ? await gateway.cancelIntent(intent.id, `${current.id}-cancel`)
        : intent;
      await saveIntentState(db, current.id, retired);
    }
    // An intent of the other gateway (keys were added or removed since) cannot be used any more.
    await retirePayment(db, current.id);
  }

  // Named after the intent it replaces, so callers racing past the same old intent share one new one.
  const createKey = current ? `callout-${order.id}-after-${current.id}` : `callout-${order.id}-intent-1`;
  const intent = await gateway.createIntent({
    amountMinor,
    currency: order.currency,
    orderId: order.id,
    customerId: customer.id,
    description: `${order.product_name} (${order.id})`,
    idempotencyKey: createKey,
  });
  await insertPayment(db, order.id, gateway.kind, intent, createKey);
  return intentReply(gateway, intent, order, total);
}
