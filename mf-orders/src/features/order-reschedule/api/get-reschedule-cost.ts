// GET /reschedulecost?orderid= (and the provider's): what proposing a move now costs the customer, worked out
// by the server with the function the proposal records its charge with. Asked afresh every time the form
// opens: the 24 hours before the booked window run out, so a copy from earlier is never shown.
import { parseAnswer } from '@callout/api-client/client';
import { rescheduleCostQuerySchema, rescheduleCostResponseSchema } from '@callout/contracts/reschedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';
import type { AccountType } from '../../../config/paths';
import { reschedulePath } from './get-reschedules';

export async function getRescheduleCost(accountType: AccountType, orderId: string, signal?: AbortSignal) {
  const path = reschedulePath(accountType, 'reschedulecost');
  const searchParams = rescheduleCostQuerySchema.parse({ orderid: orderId });
  const answer = await parseAnswer(
    rescheduleCostResponseSchema,
    api.get(path, { searchParams, ...(signal ? { signal } : {}) }),
    `/${path}`,
  );
  const reply = requireSuccess(answer.body, answer);
  if (!reply.data) throw new ServerRefusal(reply.message);
  return reply.data;
}

export const rescheduleCostQueryOptions = (accountType: AccountType, orderId: string) =>
  queryOptions({
    queryKey: ['reschedule-cost', accountType, orderId],
    queryFn: ({ signal }) => getRescheduleCost(accountType, orderId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
