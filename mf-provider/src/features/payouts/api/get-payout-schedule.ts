// GET /provider/payoutschedule: the provider's current payout choice.
import { parseJson } from '@callout/api-client/client';
import { useQuery } from '@callout/query';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';
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
  useQuery({ queryKey: ['payout-schedule'], queryFn: ({ signal }) => getPayoutSchedule(signal) });
