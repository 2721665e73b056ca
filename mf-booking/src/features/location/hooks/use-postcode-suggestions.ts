import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { loadStatus } from '@callout/ui/list-state';
import { searchPostcodes } from '../../../api/search-postcodes';
import { postcodeMinChars, searchDebounceMs } from '../../../config/constants';

/** Places matching what was typed, asked once typing pauses; the previous request is aborted. */
export function usePostcodeSuggestions(text: string) {
  const query = useDebouncedValue(text.trim(), searchDebounceMs);
  const asked = query.length >= postcodeMinChars;
  const places = useQuery({
    queryKey: ['postcodes', query],
    queryFn: ({ signal }) => searchPostcodes(query, signal),
    enabled: asked,
    // The places of the previous text stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
  // Still typing: the answer on screen is for older text, so it cannot tell whether this text is valid.
  const pending = query !== text.trim();
  // Too short to ask: no suggestions rather than the last answer.
  if (!asked) return { status: 'ready' as const, data: [], pending };
  return { status: loadStatus(places), data: places.data, pending };
}
