// GET /paymentintent?orderid=: the card payment to confirm, or a reply saying there is none to make.
import { parseJson } from '@callout/api-client/client';
import {
  type PaymentIntentResponse,
  paymentIntentQuerySchema,
  paymentIntentResponseSchema,
} from '@callout/contracts/booking';
import { api } from '@callout/module-kit/api';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';

/**
 * The whole reply: 'PENDING ORDER' and 'Payment Completed' arrive as unsuccessful messages. `client`: the
 * module's own, or the server's when it renders the payment page (app/server-render.tsx).
 */
export async function getPaymentIntent(
  orderid: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<PaymentIntentResponse> {
  const searchParams = paymentIntentQuerySchema.parse({ orderid });
  return parseJson(
    paymentIntentResponseSchema,
    client.get('paymentintent', { searchParams, signal }),
    '/paymentintent',
  );
}

/** The payment page's query, also fetched by the server when it renders the page. */
export const paymentIntentQuery = (orderId: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: ['payment-intent', orderId],
    queryFn: ({ signal }) => getPaymentIntent(orderId, signal, client),
    // Asked for once per visit: a refetch on focus could swap the intent under a card form being filled in.
    // (The server answers the same intent again, so the browser's one request after a rendered page is
    // harmless.)
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
