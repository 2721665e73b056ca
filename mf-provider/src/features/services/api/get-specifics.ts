// POST /specifics (sort = the chosen category, search): the options within a category.
import { formBody, parseJson } from '@callout/api-client/client';
import { type Specific, specificsInputSchema, specificsResponseSchema } from '@callout/contracts/catalog';
import { useRemote } from '@callout/ui/use-remote';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { api } from '../../../lib/api';
import { requireSuccess } from '../../../lib/errors';

export async function getSpecifics(
  category: string,
  search: string,
  signal?: AbortSignal,
): Promise<Specific[]> {
  const body = formBody(specificsInputSchema.parse({ sort: category, search }));
  const reply = await parseJson(
    specificsResponseSchema,
    api.post('specifics', { body, signal }),
    '/specifics',
  );
  return requireSuccess(reply).data ?? [];
}

/** Retries without end on failure, as the spec asks of specifics lists. */
export function useSpecifics(category: string, search: string) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useRemote(`specifics:${category}:${settled}`, (signal) => getSpecifics(category, settled, signal), {
    retryDelayMs: listRetryDelayMs,
  });
}
