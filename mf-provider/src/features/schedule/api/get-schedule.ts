// GET /provider/getschedule: data[0] is the current availability (dates as DD/MM/YYYY).
import { parseJson } from '@callout/api-client/client';
import { getScheduleResponseSchema, type Schedule } from '@callout/contracts/provider-schedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { type QueryClient, queryOptions, useQuery } from '@callout/query';

/** Undefined when the provider has never set a schedule. */
export async function getSchedule(signal?: AbortSignal): Promise<Schedule | undefined> {
  const reply = await parseJson(
    getScheduleResponseSchema,
    api.get('provider/getschedule', { signal }),
    '/provider/getschedule',
  );
  return requireSuccess(reply).data?.[0];
}

/**
 * None set yet is an answer too: null. A failure is only logged: the form opens empty (spec). Kept on the
 * device, so the form opens on the provider's schedule offline too.
 */
export const scheduleQuery = () =>
  queryOptions({
    queryKey: ['schedule'],
    queryFn: async ({ signal }) => {
      try {
        return (await getSchedule(signal)) ?? null;
      } catch (error) {
        console.error('Loading the schedule failed', error);
        throw error;
      }
    },
    meta: { keep: true },
  });

export const useSchedule = () => useQuery(scheduleQuery());

/** Asks again once a change has reached the server, so the form and what is kept follow it. */
export const refreshSchedule = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: scheduleQuery().queryKey });
