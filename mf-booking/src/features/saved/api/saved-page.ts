// A saved list is read a page at a time, most recently saved first: each page names the next (`Next`).
import { infiniteQueryOptions } from '@callout/query';

/** A page of a saved list; `next` asks for the one after it, null on the last. */
export interface SavedPage<T> {
  items: T[];
  next: string | null;
}

/**
 * The pages of one search loaded so far; asked again (focus, a change), they are read again from the first,
 * each from the `next` of the one before, so none is skipped.
 */
export const savedPagesQuery = <T>(
  queryKey: string[],
  load: (before: string, signal: AbortSignal) => Promise<SavedPage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ signal, pageParam }) => load(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last: SavedPage<T>) => last.next ?? undefined,
  });

export type SavedPagesQuery<T> = ReturnType<typeof savedPagesQuery<T>>;

/**
 * The query string of a page. The search is always sent, empty or not, and the cursor only past the first
 * page, so the service worker's kept copy of each page (its key is the URL) is the one an offline visit
 * asks for: asked again from the first, the pages come back from the worker as they were loaded.
 */
export const savedPageParams = (search: string, before: string): Record<string, string> =>
  before ? { search, before } : { search };
