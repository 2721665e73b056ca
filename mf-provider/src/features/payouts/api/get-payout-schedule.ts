// GET /provider/payoutschedule: the provider's current payout choice.
import { parseJson } from '@callout/api-client/client';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useQuery } from '@callout/query';
import { type PayoutSchedule, payoutScheduleResponseSchema } from './payout-schedule-schema';

export async function getPayoutSchedule(signal?: AbortSignal): Promise<PayoutSchedule> {
  const reply = requireSuccess(
    await parseJson(
      payoutScheduleResponseSchema,
      api.get('provider/payoutschedule', { signal }),
      '/provider/payoutschedule',
    ),
  );
  if (!reply.data) throw new Error('The payout choice reply has no data');
  return reply.data.Schedule;
}

export const usePayoutSchedule = () =>
  useQuery({
    queryKey: ['payout-schedule'],
    queryFn: ({ signal }) => getPayoutSchedule(signal),
    meta: { keep: true },
  });
