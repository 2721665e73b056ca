// POST /activeproviders (schedule, prodid, search): providers certified for the service and free that day.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type ActiveProvider,
  activeProvidersInputSchema,
  activeProvidersResponseSchema,
} from '@callout/contracts/catalog';
import { useRemote } from '@callout/ui/use-remote';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { api } from '../../../lib/api';
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
  const key = prodid && schedule ? `providers:${prodid}:${schedule}:${settled}` : null;
  return useRemote(
    key,
    (signal) => getActiveProviders({ schedule, prodid: prodid ?? '', search: settled }, signal),
    {
      retryDelayMs: listRetryDelayMs,
    },
  );
}
