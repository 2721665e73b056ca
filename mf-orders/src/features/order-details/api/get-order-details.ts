// GET /orderdetails?orderid= (and /provider/orderdetails): one order, its shipping and its review.
import { parseJson } from '@callout/api-client/client';
import { invalidIdMessage } from '@callout/contracts/fields';
import { orderDetailsQuerySchema, orderDetailsResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions, useQuery, useQueryClient } from '@callout/query';
import { useEffect } from 'react';
import type { AccountType } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import type { OrderDetails } from '../../../lib/order';

export async function getOrderDetails(
  accountType: AccountType,
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderDetails> {
  const path = accountType === 'provider' ? 'provider/orderdetails' : 'orderdetails';
  const query = orderDetailsQuerySchema.safeParse({ orderid: orderId });
  // A mistyped address (/details/<junk>) gets words, not a crash.
  if (!query.success) throw new ServerRefusal(invalidIdMessage);
  const searchParams = query.data;
  const reply = requireSuccess(
    await parseJson(
      orderDetailsResponseSchema,
      api.get(path, { searchParams, ...(signal ? { signal } : {}) }),
      `/${path}`,
    ),
  );
  const info = reply.orderInfo?.[0];
  const shipping = reply.shippingInfo?.[0];
  // A successful answer without the order is the server's way of saying there is nothing to show.
  if (!info || !shipping) throw new ServerRefusal(reply.message);
  return { id: searchParams.orderid, info, shipping, reviews: reply.review ?? [] };
}

export const orderDetailsQueryOptions = (accountType: AccountType, orderId: string) =>
  queryOptions({
    queryKey: ['order', accountType, orderId],
    queryFn: ({ signal }) => getOrderDetails(accountType, orderId, signal),
    // Kept on the device, review included, so an order opened once can be read again offline.
    meta: { keep: true },
  });

/** The order on screen; a refetch keeps it visible. A refusal is also alerted, as spec section 8 asks. */
export function useOrderDetails(accountType: AccountType, orderId: string) {
  const query = useQuery(orderDetailsQueryOptions(accountType, orderId));
  const { error } = query;
  useEffect(() => {
    if (error instanceof ServerRefusal) alertMessage(error.message);
  }, [error]);
  return query;
}

/** Changes the cached order where an answer says what changed (a save toggled), without asking again. */
export function useUpdateOrder(accountType: AccountType, orderId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = orderDetailsQueryOptions(accountType, orderId);
  return (change: (order: OrderDetails) => OrderDetails) =>
    queryClient.setQueryData(queryKey, (order) => (order ? change(order) : order));
}
