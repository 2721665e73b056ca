// GET /paymentintent?orderid=: the card payment to confirm, or a reply saying there is none to make.
import { parseJson } from '@callout/api-client/client';
import {
  type PaymentIntentResponse,
  paymentIntentQuerySchema,
  paymentIntentResponseSchema,
} from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';

/** The whole reply: 'PENDING ORDER' and 'Payment Completed' arrive as unsuccessful messages. */
export async function getPaymentIntent(
  orderid: string,
  signal?: AbortSignal,
): Promise<PaymentIntentResponse> {
  const searchParams = paymentIntentQuerySchema.parse({ orderid });
  return parseJson(
    paymentIntentResponseSchema,
    api.get('paymentintent', { searchParams, signal }),
    '/paymentintent',
  );
}
