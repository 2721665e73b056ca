// What the catalogue's two lists share: their timings and how a query becomes a list on screen. The lists
// live in files of their own (categories.ts, specifics.ts) so each screen's chunk carries only its own.
import type { UseQueryResult } from '@callout/query';

/** The pause before a failed list is asked for again: lists retry without end, as the spec asks. */
export const catalogueRetryDelayMs = 3000;
/** How long typing must pause before a search is sent. */
export const catalogueSearchDebounceMs = 250;

/** A list as a screen shows it: the last answer stays on screen while the next search loads. */
export interface CatalogueList<T> {
  items: T[];
  /** Never 'error': a failed list is asked for again until it loads. */
  status: 'loading' | 'ready';
  fetching: boolean;
}

export function listOf<T>(query: UseQueryResult<T[]>): CatalogueList<T> {
  const settled = query.isSuccess && !query.isPlaceholderData;
  return { items: query.data ?? [], status: settled ? 'ready' : 'loading', fetching: query.isFetching };
}
