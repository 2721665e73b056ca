// A saved list with search and delete. The unsearched list is copied to the device, so offline the page
// shows the last copy (searched locally) instead of an error.
import type { Envelope } from '@callout/contracts/envelope';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useMutation, useQuery } from '@callout/query';
import { useState } from 'react';
import { searchDebounceMs } from '../../../config/constants';
import { alertMessage, confirmAction } from '../../../lib/dialogs';

export interface SavedListSource<T> {
  name: string;
  load: (search: string, signal: AbortSignal) => Promise<T[]>;
  copy: { read: () => Promise<{ items: T[] } | undefined>; save: (items: readonly T[]) => Promise<void> };
  /** The text a search is matched against in the device copy. */
  text: (item: T) => string;
  remove: (item: T) => Promise<Envelope>;
}

export function useSavedList<T>(source: SavedListSource<T>, confirmText: string, failedText: string) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), searchDebounceMs);

  const list = useQuery({
    queryKey: ['saved', source.name, settled],
    queryFn: async ({ signal }) => {
      try {
        const items = await source.load(settled, signal);
        if (!settled) await source.copy.save(items).catch((error: unknown) => console.error(error));
        return { items, offline: false };
      } catch (error) {
        const copy = signal.aborted ? undefined : await source.copy.read().catch(() => undefined);
        if (!copy) throw error;
        const needle = settled.toLowerCase();
        return {
          items: copy.items.filter((item) => source.text(item).toLowerCase().includes(needle)),
          offline: true,
        };
      }
    },
    // The rows of the previous search stay while the next loads.
    placeholderData: keepPreviousData,
  });

  const removal = useMutation({
    mutationFn: source.remove,
    onSuccess: (reply) => {
      if (!reply.success) alertMessage(reply.message);
    },
    onError: (error) => {
      console.error('Delete failed', error);
      alertMessage(failedText);
    },
    onSettled: () => list.refetch(),
  });

  const remove = async (item: T) => {
    if (!confirmAction(confirmText)) return;
    await removal.mutateAsync(item).catch(() => undefined);
  };

  return { search, setSearch, searching: settled.length > 0, list, remove };
}
