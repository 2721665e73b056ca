// GET /provider/getschedule: data[0] is the current availability (dates as DD/MM/YYYY).
import { parseJson } from '@callout/api-client/client';
import { getScheduleResponseSchema, type Schedule } from '@callout/contracts/provider-schedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useQuery } from '@callout/query';

/** Undefined when the provider has never set a schedule. */
export async function getSchedule(signal?: AbortSignal): Promise<Schedule | undefined> {
  const reply = await parseJson(
    getScheduleResponseSchema,
    api.get('provider/getschedule', { signal }),
    '/provider/getschedule',
  );
  return requireSuccess(reply).data?.[0];
}

/** None set yet is an answer too: null. A failure is only logged: the form opens empty (spec). */
export const useSchedule = () =>
  useQuery({
    queryKey: ['schedule'],
    queryFn: async ({ signal }) => {
      try {
        return (await getSchedule(signal)) ?? null;
      } catch (error) {
        console.error('Loading the schedule failed', error);
        throw error;
      }
    },
  });
