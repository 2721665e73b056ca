// POST /activeproviders (schedule, prodid, search, zipcode, before): providers certified for the service, free
// that day and whose service area covers the job's postcode, nearest first with their Distance in miles, a
// page at a time.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type ActiveProvider,
  activeProvidersInputSchema,
  activeProvidersResponseSchema,
} from '@callout/contracts/catalog';
import { api } from '@callout/module-kit/api';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@callout/query';
import { listRetryDelayMs, searchDebounceMs } from '../../../config/constants';
import { requireSuccess } from '../../../lib/errors';
import { pagesPeople } from '../../../lib/pages';

/** A page of providers; `next` asks for the one after it, null on the last. */
export interface ProvidersPage {
  providers: ActiveProvider[];
  next: string | null;
}

/**
 * The page after `before` ('' for the first, asked as it always was). `client`: the module's own, or the
 * server's when it renders the step (app/server-render-steps.tsx).
 */
export async function getActiveProviders(
  input: { schedule: string; prodid: string; search: string; zipcode?: string | undefined; before?: string },
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<ProvidersPage> {
  const body = formBody(activeProvidersInputSchema.parse(input));
  const reply = await parseJson(
    activeProvidersResponseSchema,
    client.post('activeproviders', { body, signal }),
    '/activeproviders',
  );
  const answer = requireSuccess(reply);
  return { providers: answer.data ?? [], next: answer.Next ?? null };
}

/**
 * The providers free on `schedule` for one service, the pages loaded so far. The worker keeps each page's
 * last answer for offline reading (the last list seen for the draft), searches are not.
 */
export const activeProvidersQuery = (
  prodid: string,
  schedule: string,
  search: string,
  zipcode: string | undefined,
  client = api,
) =>
  infiniteQueryOptions({
    queryKey: ['active-providers', prodid, schedule, search, zipcode ?? ''],
    queryFn: ({ signal, pageParam }) =>
      getActiveProviders(
        { schedule, prodid, search, zipcode, ...(pageParam ? { before: pageParam } : {}) },
        signal,
        client,
      ),
    initialPageParam: '',
    getNextPageParam: (last: ProvidersPage) => last.next ?? undefined,
    // A list page asks again until it gets one.
    retry: true,
    retryDelay: listRetryDelayMs,
  });

/** The loaded pages' providers in one list; one on two pages (the list changed while paging) shows once. */
export function pagesProviders(pages: readonly ProvidersPage[] | undefined): ActiveProvider[] {
  return pagesPeople((pages ?? []).map((page) => page.providers));
}

/** Nothing to ask until a date is chosen: availability depends on it. `zipcode` is the job's (the draft's). */
export function useActiveProviders(
  prodid: string | undefined,
  schedule: string,
  search: string,
  zipcode?: string,
) {
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);
  return useInfiniteQuery({
    ...activeProvidersQuery(prodid ?? '', schedule, settled, zipcode),
    enabled: Boolean(prodid && schedule),
    // The rows of the previous search stay while the next loads.
    placeholderData: keepPreviousData,
  });
}
