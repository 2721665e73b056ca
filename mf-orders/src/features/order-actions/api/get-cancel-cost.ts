// GET /cancelcost?orderid=: what cancelling costs now, worked out by the server with the same
// function its cancel charges with. Asked afresh every time the confirmation opens: the figure of a job
// in progress grows with the time worked, so a copy from earlier is never shown (nor kept by the worker).
import { parseAnswer } from '@callout/api-client/client';
import { cancelCostQuerySchema, cancelCostResponseSchema } from '@callout/contracts/cancel-cost';
import { api } from '@callout/module-kit/api';
import { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';

export async function getCancelCost(orderId: string, signal?: AbortSignal) {
  const searchParams = cancelCostQuerySchema.parse({ orderid: orderId });
  const answer = await parseAnswer(
    cancelCostResponseSchema,
    api.get('cancelcost', { searchParams, ...(signal ? { signal } : {}) }),
    '/cancelcost',
  );
  const reply = requireSuccess(answer.body, answer);
  if (!reply.data) throw new ServerRefusal(reply.message);
  return reply.data;
}

export const cancelCostQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['cancel-cost', orderId],
    queryFn: ({ signal }) => getCancelCost(orderId, signal),
    staleTime: 0,
    gcTime: 0,
    // The confirmation says at once that the figure could not be had; the customer may still decide.
    retry: false,
  });
