// GET /reschedules?orderid= (and /provider/reschedules): the proposal waiting for an answer and the moves
// made, for the order page of either side.
import { parseAnswer } from '@callout/api-client/client';
import { reschedulesQuerySchema, reschedulesResponseSchema } from '@callout/contracts/reschedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess, ServerRefusal } from '@callout/module-kit/errors';
import { queryOptions } from '@callout/query';
import type { KyInstance } from 'ky';
import type { AccountType } from '../../../config/paths';

export const reschedulePath = (accountType: AccountType, call: string) =>
  accountType === 'provider' ? `provider/${call}` : call;

export async function getReschedules(
  accountType: AccountType,
  orderId: string,
  signal?: AbortSignal,
  client: KyInstance = api,
) {
  const path = reschedulePath(accountType, 'reschedules');
  const searchParams = reschedulesQuerySchema.parse({ orderid: orderId });
  const answer = await parseAnswer(
    reschedulesResponseSchema,
    client.get(path, { searchParams, ...(signal ? { signal } : {}) }),
    `/${path}`,
  );
  const reply = requireSuccess(answer.body, answer);
  if (!reply.data) throw new ServerRefusal(reply.message);
  return reply.data;
}

/** `client`: the module's own, or the server's when it renders the order page. */
export const reschedulesQueryOptions = (
  accountType: AccountType,
  orderId: string,
  client: KyInstance = api,
) =>
  queryOptions({
    // Under the order's key, so whatever refreshes the order (a live update, an action) refreshes this too.
    queryKey: ['order', accountType, orderId, 'reschedules'],
    queryFn: ({ signal }) => getReschedules(accountType, orderId, signal, client),
  });
