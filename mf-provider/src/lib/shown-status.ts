// What a screen shows for its query. Data already on screen stays there, without an error, when asking
// again fails for want of a connection: the shell's notice says how old it is. An error shows when there is
// nothing to show, or when the server refused (its answer, not a lost connection).
import { isRefusal } from '@callout/query';
import { type LoadStatus, loadStatus } from '@callout/ui/list-state';

export function shownStatus(query: {
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  error: unknown;
}): LoadStatus {
  if (query.isError && query.data !== undefined && !isRefusal(query.error)) return 'ready';
  return loadStatus(query);
}
