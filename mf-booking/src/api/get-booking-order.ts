// GET /orderdetails?orderid=: the order being booked as the customer sees it (service, date, address,
// provider and price), for the who-what-how-much summary on negotiate, payment and confirmation.
import { parseAnswer } from '@callout/api-client/client';
import {
  type OrderInfo,
  orderDetailsQuerySchema,
  orderDetailsResponseSchema,
  type ShippingInfo,
} from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { requireSuccess, ServerRefusal } from '../lib/errors';

export interface BookingOrder {
  info: OrderInfo;
  shipping: ShippingInfo;
}

export async function getBookingOrder(
  orderid: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<BookingOrder> {
  const searchParams = orderDetailsQuerySchema.parse({ orderid });
  const answer = await parseAnswer(
    orderDetailsResponseSchema,
    client.get('orderdetails', { searchParams, signal }),
    '/orderdetails',
  );
  const reply = requireSuccess(answer.body, answer);
  const info = reply.orderInfo?.[0];
  const shipping = reply.shippingInfo?.[0];
  if (!info || !shipping) throw new ServerRefusal(reply.message, answer);
  return { info, shipping };
}

/** `provider`: who the page believes is engaged, so engaging a bid asks again for its price. */
export const bookingOrderQuery = (orderId: string, provider = '', client: KyInstance = api) =>
  queryOptions({
    queryKey: ['booking-order', orderId, provider],
    queryFn: ({ signal }) => getBookingOrder(orderId, signal, client),
  });

export const useBookingOrder = (orderId: string | undefined, provider?: string) =>
  useQuery({ ...bookingOrderQuery(orderId ?? '', provider), enabled: Boolean(orderId) });
