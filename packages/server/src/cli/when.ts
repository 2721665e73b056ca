// A moment in the operator's commands: London's date and time, named GMT or BST so the hour that comes
// twice when the clocks go back is not ambiguous.
import { businessTimeZone } from '@callout/contracts/london-time';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: businessTimeZone,
  timeZoneName: 'short',
});

/** `2026-10-25T00:30:00Z` → `25/10/2026, 01:30 BST`; no time, `-`. */
export const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '-');
