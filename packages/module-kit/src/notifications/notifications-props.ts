// What a module gives its bell (notifications-bell.tsx) and the bell its list.
import type { ListStateLabels } from '@callout/ui/list-state';

export interface NotificationsBellProps {
  /** The API call that lists them, e.g. `provider/getnotifications`. */
  call: string;
  /** Its query's key in the module's cache. */
  queryKey: readonly string[];
  /** The module's class names are `<prefix>-bell`, `<prefix>-icon-button`, `<prefix>-bell__panel`, … */
  prefix: string;
  /** In the module's words: the button's, the list's name, what the list says when empty, and Load more. */
  labels: ListStateLabels & { toggle: string; title: string; empty: string; loadMore: string };
}
