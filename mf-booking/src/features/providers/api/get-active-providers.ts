// POST /activeproviders (schedule, prodid, search, zipcode): providers certified for the service, free that
// day and whose service area covers the job's postcode, nearest first with their Distance in miles.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type ActiveProvider,
  activeProvidersInputSchema,
  activeProvidersResponseSchema,
} from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, queryOptions, useQuery } from '@callout/query';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the step (app/server-render-steps.tsx). */
export async function getActiveProviders(
  input: { schedule: string; prodid: string; search: string; zipcode?: string | undefined },
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<ActiveProvider[]> {
  const body = formBody(activeProvidersInputSchema.parse(input));
  const reply = await parseJson(
    activeProvidersResponseSchema,
    client.post('activeproviders', { body, signal }),
    '/activeproviders',
  );
  return requireSuccess(reply).data ?? [];
}

/**
 * The providers free on `schedule` for one service. The worker keeps its last answer for offline reading (the last
 * list seen for the draft), searches are not.
 */
export const activeProvidersQuery = (
  prodid: string,
  schedule: string,
  search: string,
  zipcode: string | undefined,
  client = api,
) =>
  queryOptions({
    queryKey: ['active-providers', prodid, schedule, search, zipcode ?? ''],
    queryFn: ({ signal }) => getActiveProviders({ schedule, prodid, search, zipcode }, signal, client),
    // A list page asks again until it gets one.
    retry: true,
    retryDelay: listRetryDelayMs,
  });

/** Nothing to ask until a date is chosen: availability depends on it. `zipcode` is the job's (the draft's). */
export function useActiveProviders(
  prodid: string | undefined,
  schedule: string,
  search: string,
  zipcode?: string,
) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useQuery({
    ...activeProvidersQuery(prodid ?? '', schedule, settled, zipcode),
    enabled: Boolean(prodid && schedule),
    // The rows of the previous search stay while the next loads.
    placeholderData: keepPreviousData,
  });
}
