// A saved list with search and delete. The worker keeps the whole list's last answer, so offline the page shows what it
// last saw (and the shell says how old it is); a search the server cannot answer is made on that list.
import type { Envelope } from '@callout/contracts/envelope';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import {
  isRefusal,
  keepPreviousData,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@callout/query';
import type { LoadStatus } from '@callout/ui/list-state';
import { useState } from 'react';
import { searchDebounceMs } from '../../../config/constants';
import { alertMessage, confirmAction } from '../../../lib/dialogs';

export interface SavedListSource<T> {
  /** What every query of the list starts with, so a delete refreshes the list and its searches. */
  key: QueryKey;
  /** The list, or the server's search of it. */
  query: (search: string) => UseQueryOptions<T[], Error, T[], string[]>;
  /** The text a search is matched against on the device. */
  text: (item: T) => string;
  remove: (item: T) => Promise<Envelope>;
}

/** What the page shows: the server's answer, or when the server cannot be reached, the search made here. */
export function shownList<T>(
  whole: UseQueryResult<T[]>,
  found: UseQueryResult<T[]>,
  search: string,
  text: (item: T) => string,
): { items: T[] | undefined; status: LoadStatus } {
  const answered = found.data !== undefined && !found.isPlaceholderData;
  const unreachable = found.failureCount > 0 && !isRefusal(found.failureReason);
  if (search && !answered && unreachable && whole.data !== undefined) {
    const needle = search.toLowerCase();
    return { items: whole.data.filter((item) => text(item).toLowerCase().includes(needle)), status: 'ready' };
  }
  // Data on screen stays there when asking again fails: the shell's notice says it is not current.
  if (found.data !== undefined) return { items: found.data, status: found.isFetching ? 'loading' : 'ready' };
  return { items: undefined, status: found.isError ? 'error' : 'loading' };
}

export function useSavedList<T>(source: SavedListSource<T>, confirmText: string, failedText: string) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);

  // Watched while searching too, so it is there to search offline (one query when there is no search).
  const whole = useQuery(source.query(''));
  // The rows of the previous search stay while the next loads.
  const found = useQuery({ ...source.query(settled), placeholderData: keepPreviousData });
  const { items, status } = shownList(whole, found, settled, source.text);

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
    remove,
  };
}
