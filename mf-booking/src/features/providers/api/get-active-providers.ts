// POST /activeproviders (schedule, prodid, search): providers certified for the service and free that day.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type ActiveProvider,
  activeProvidersInputSchema,
  activeProvidersResponseSchema,
} from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { requireSuccess } from '../../../lib/errors';

export async function getActiveProviders(
  input: { schedule: string; prodid: string; search: string },
  signal?: AbortSignal,
): Promise<ActiveProvider[]> {
  const body = formBody(activeProvidersInputSchema.parse(input));
  const reply = await parseJson(
    activeProvidersResponseSchema,
    api.post('activeproviders', { body, signal }),
    '/activeproviders',
  );
  return requireSuccess(reply).data ?? [];
}

/** Nothing to ask until a date is chosen: availability depends on it. */
export function useActiveProviders(prodid: string | undefined, schedule: string, search: string) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useQuery({
    queryKey: ['active-providers', prodid, schedule, settled],
    queryFn: ({ signal }) => getActiveProviders({ schedule, prodid: prodid ?? '', search: settled }, signal),
    enabled: Boolean(prodid && schedule),
    // The rows of the previous search stay while the next loads; a list page asks again until it gets one.
    placeholderData: keepPreviousData,
    retry: true,
    retryDelay: listRetryDelayMs,
  });
}
