// GET /orderdetails?orderid= (and /provider/orderdetails): one order, its shipping and its review.
import { parseAnswer } from '@callout/api-client/client';
import { orderDetailsResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { refusesAddress, requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions, useQuery, useQueryClient } from '@callout/query';
import type { KyInstance } from 'ky';
import { useEffect } from 'react';
import type { AccountType } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import type { OrderDetails } from '../../../lib/order';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getOrderDetails(
  accountType: AccountType,
  orderId: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<OrderDetails> {
  const path = accountType === 'provider' ? 'provider/orderdetails' : 'orderdetails';
  // A mistyped address (/details/<junk>) is the server's to refuse (400), like any id it does not know.
  const answer = await parseAnswer(
    orderDetailsResponseSchema,
    client.get(path, { searchParams: { orderid: orderId }, ...(signal ? { signal } : {}) }),
    `/${path}`,
  );
  const reply = requireSuccess(answer.body, answer);
  const info = reply.orderInfo?.[0];
  const shipping = reply.shippingInfo?.[0];
  // A successful answer without the order is the server's way of saying there is nothing to show.
  if (!info || !shipping) throw new ServerRefusal(reply.message);
  return {
    id: orderId,
    info,
    shipping,
    reviews: reply.review ?? [],
    refunds: reply.refunds ?? [],
    payout: reply.payout ?? null,
    ...(reply.jobNotes && { jobNotes: reply.jobNotes }),
    ...(reply.reviewOfYou && { reviewOfYou: reply.reviewOfYou }),
  };
}

export const orderDetailsQueryOptions = (
  accountType: AccountType,
  orderId: string,
  client: KyInstance = api,
) =>
  queryOptions({
    queryKey: ['order', accountType, orderId],
    queryFn: ({ signal }) => getOrderDetails(accountType, orderId, signal, client),
    // An order moves on elsewhere (paid on the payment page, started or ended by the other side): each visit
    // asks again, over the copy it shows meanwhile, however recently that copy was fetched.
    refetchOnMount: 'always',
  });

/**
 * The order on screen; a refetch keeps it visible. A refusal is also alerted with the server's words,
 * unless it refuses the address with no order shown: the page throws it for the route error page instead.
 */
export function useOrderDetails(accountType: AccountType, orderId: string) {
  const query = useQuery(orderDetailsQueryOptions(accountType, orderId));
  const { error } = query;
  const onErrorPage = !query.data && refusesAddress(error);
  useEffect(() => {
    if (error instanceof ServerRefusal && !onErrorPage) alertMessage(error.message);
  }, [error, onErrorPage]);
  return query;
}

/** Changes the cached order where an answer says what changed (a save toggled), without asking again. */
export function useUpdateOrder(accountType: AccountType, orderId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = orderDetailsQueryOptions(accountType, orderId);
  return (change: (order: OrderDetails) => OrderDetails) =>
    queryClient.setQueryData(queryKey, (order) => (order ? change(order) : order));
}
