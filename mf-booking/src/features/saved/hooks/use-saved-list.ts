// A saved list with search and delete. The unsearched list is copied to the device, so offline the page
// shows the last copy (searched locally) instead of an error.
import type { Envelope } from '@callout/contracts/envelope';
import { useRemote } from '@callout/ui/use-remote';
import { useState } from 'react';
import { searchDebounceMs } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
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

  const list = useRemote(`${source.name}:${settled}`, async (signal) => {
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
  });

  const remove = async (item: T) => {
    if (!confirmAction(confirmText)) return;
    try {
      const reply = await source.remove(item);
      if (!reply.success) alertMessage(reply.message);
    } catch (error) {
      console.error('Delete failed', error);
      alertMessage(failedText);
    }
    list.reload();
  };

  return { search, setSearch, searching: settled.length > 0, list, remove };
}
