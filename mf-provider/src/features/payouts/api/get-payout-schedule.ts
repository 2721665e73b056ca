// GET /provider/payoutschedule: the provider's current payout choice.
import { parseJson } from '@callout/api-client/client';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { type PayoutSchedule, payoutScheduleResponseSchema } from './payout-schedule-schema';

/** `client`: the module's own, or the server's when it renders the profile (app/server-render.tsx). */
export async function getPayoutSchedule(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<PayoutSchedule> {
  const reply = requireSuccess(
    await parseJson(
      payoutScheduleResponseSchema,
      client.get('provider/payoutschedule', { signal }),
      '/provider/payoutschedule',
    ),
  );
  if (!reply.data) throw new Error('The payout choice reply has no data');
  return reply.data.Schedule;
}

/** The choice's query; `client` as for getPayoutSchedule. */
export const payoutScheduleQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['payout-schedule'],
    queryFn: ({ signal }) => getPayoutSchedule(signal, client),
  });

export const usePayoutSchedule = () => useQuery(payoutScheduleQuery());
