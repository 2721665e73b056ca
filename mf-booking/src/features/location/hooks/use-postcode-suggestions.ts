import { useRemote } from '@callout/ui/use-remote';
import { searchPostcodes } from '../../../api/search-postcodes';
import { postcodeMinChars, searchDebounceMs } from '../../../config/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** Places matching what was typed, asked once typing pauses; the previous request is aborted. */
export function usePostcodeSuggestions(text: string) {
  const query = useDebouncedValue(text.trim(), searchDebounceMs);
  const remote = useRemote(query.length >= postcodeMinChars ? `postcodes:${query}` : null, (signal) =>
    searchPostcodes(query, signal),
  );
  // Still typing: the answer on screen is for older text, so it cannot tell whether this text is valid.
  const pending = query !== text.trim();
  // Too short to ask: no suggestions rather than the last answer.
  if (query.length < postcodeMinChars) return { ...remote, status: 'ready' as const, data: [], pending };
  return { ...remote, pending };
}
