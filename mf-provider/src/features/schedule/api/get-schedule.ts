// GET /provider/getschedule: data[0] is the current availability (dates as DD/MM/YYYY).
import { parseJson } from '@callout/api-client/client';
import { getScheduleResponseSchema, type Schedule } from '@callout/contracts/provider-schedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { type QueryClient, queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/**
 * Undefined when the provider has never set a schedule. `client`: the module's own, or the server's when it
 * renders the page (app/server-render.tsx).
 */
export async function getSchedule(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<Schedule | undefined> {
  const reply = await parseJson(
    getScheduleResponseSchema,
    client.get('provider/getschedule', { signal }),
    '/provider/getschedule',
  );
  return requireSuccess(reply).data?.[0];
}

/**
 * None set yet is an answer too: null. A failure is only logged: the form opens empty (spec). Kept on the
 * device, so the form opens on the provider's schedule offline too. `client` as for getSchedule.
 */
export const scheduleQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['schedule'],
    queryFn: async ({ signal }) => {
      try {
        return (await getSchedule(signal, client)) ?? null;
      } catch (error) {
        console.error('Loading the schedule failed', error);
        throw error;
      }
    },
  });

export const useSchedule = () => useQuery(scheduleQuery());

/** Asks again once a change has reached the server, so the form and what is kept follow it. */
export const refreshSchedule = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: scheduleQuery().queryKey });
