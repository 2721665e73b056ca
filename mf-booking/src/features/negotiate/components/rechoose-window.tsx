// The chosen provider's free arrival windows on the negotiate step: offered as the step opens on a request
// for any time that day, and after a request to them could not be sent (its window taken meanwhile, no
// connection). Asked again each time they are shown, since the ones seen before may have gone; for a PER
// HOUR job, windows that fit the hours picked. A chunk of its own, so the step's first paint does not wait.
import { api } from '@callout/module-kit/api';
import { arrivalWindowsQuery } from '@callout/module-kit/arrival-windows';
import { useQuery } from '@callout/query';
import { ArrivalWindowPicker } from '../../arrival-windows/components/arrival-window-picker';

interface Props {
  provider: string;
  prodid: string | undefined;
  date: string | undefined;
  /** Hours picked for a PER HOUR job; absent: one hour, or the product's own duration. */
  hours?: string | undefined;
  /** The window's start kept in the draft, or '' for any time that day. */
  value: string;
  onChange: (start: string) => void;
}

export default function RechooseWindow({ provider, prodid, date, hours, value, onChange }: Props) {
  const windows = useQuery({
    ...arrivalWindowsQuery(provider, prodid ?? '', date ?? '', api, hours ?? ''),
    enabled: Boolean(prodid && date),
    staleTime: 0,
  });
  return (
    <ArrivalWindowPicker
      windows={windows.data}
      loading={windows.isPending}
      value={value}
      onChange={onChange}
    />
  );
}
