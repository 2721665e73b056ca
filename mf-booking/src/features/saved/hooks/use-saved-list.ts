// A saved list with search, delete and more pages. The worker keeps the last answer of each page, so offline the page
// shows the pages it last loaded (and the shell says how old they are); a search the server cannot answer is made on
// those pages.
import type { Envelope } from '@callout/contracts/envelope';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import {
  type InfiniteData,
  isRefusal,
  keepPreviousData,
  type QueryKey,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@callout/query';
import type { LoadStatus } from '@callout/ui/list-state';
import { useState } from 'react';
import { searchDebounceMs } from '../../../config/constants';
import { alertMessage, confirmAction } from '../../../lib/dialogs';
import type { SavedPage, SavedPagesQuery } from '../api/saved-page';

export interface SavedListSource<T> {
  /** What every query of the list starts with, so a delete refreshes the list and its searches. */
  key: QueryKey;
  /** The list, or the server's search of it, a page at a time. */
  query: (search: string) => SavedPagesQuery<T>;
  /** The text a search is matched against on the device. */
  text: (item: T) => string;
  remove: (item: T) => Promise<Envelope>;
}

/** What `shownList` reads of a query of the list's pages. */
export interface SavedPagesState<T> {
  data?: InfiniteData<SavedPage<T>> | undefined;
  isPlaceholderData: boolean;
  failureCount: number;
  failureReason: unknown;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
}

/** The loaded pages' entries in one list. */
const loaded = <T>(query: SavedPagesState<T>): T[] | undefined =>
  query.data?.pages.flatMap((page) => page.items);

/**
 * What the page shows: the server's answer (the pages loaded so far), or when the server cannot be reached,
 * the search made here on the pages of the whole list loaded before (`searchedHere`: no more pages to ask for).
 */
export function shownList<T>(
  whole: SavedPagesState<T>,
  found: SavedPagesState<T>,
  search: string,
  text: (item: T) => string,
): { items: T[] | undefined; status: LoadStatus; searchedHere: boolean } {
  const answered = found.data !== undefined && !found.isPlaceholderData;
  const unreachable = found.failureCount > 0 && !isRefusal(found.failureReason);
  const wholeItems = loaded(whole);
  if (search && !answered && unreachable && wholeItems !== undefined) {
    const needle = search.toLowerCase();
    const items = wholeItems.filter((item) => text(item).toLowerCase().includes(needle));
    return { items, status: 'ready', searchedHere: true };
  }
  // Data on screen stays there when asking again fails: the shell's notice says it is not current. A next
  // page on its way shows at the end of the list, not as the list loading.
  const items = loaded(found);
  if (items !== undefined) {
    const status = found.isFetching && !found.isFetchingNextPage ? 'loading' : 'ready';
    return { items, status, searchedHere: false };
  }
  return { items: undefined, status: found.isError ? 'error' : 'loading', searchedHere: false };
}

export function useSavedList<T>(source: SavedListSource<T>, confirmText: string, failedText: string) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);

  // Watched while searching too, so its loaded pages are there to search offline (one query when there is
  // no search).
  const whole = useInfiniteQuery(source.query(''));
  // The rows of the previous search stay while the next loads.
  const found = useInfiniteQuery({ ...source.query(settled), placeholderData: keepPreviousData });
  const { items, status, searchedHere } = shownList(whole, found, settled, source.text);
  // More to load: not for the rows of the previous search, nor for a search made on the device.
  const more = found.hasNextPage && !found.isPlaceholderData && !searchedHere;

  const removal = useMutation({
    mutationFn: source.remove,
    onSuccess: (reply) => {
      if (!reply.success) alertMessage(reply.message);
    },
    onError: (error) => {
      console.error('Delete failed', error);
      alertMessage(failedText);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });

  const remove = async (item: T) => {
    if (!confirmAction(confirmText)) return;
    await removal.mutateAsync(item).catch(() => undefined);
  };

  return {
    search,
    setSearch,
    searching: settled.length > 0,
    items,
    status,
    retry: () => void found.refetch(),
    more,
    loadingMore: found.isFetchingNextPage,
    loadMore: () => void found.fetchNextPage(),
    remove,
  };
}
