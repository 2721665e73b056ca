// GET /arrivalwindows (provider, prodid, date, hours): the chosen provider's free two-hour windows that day,
// for the whole job (the kit's call, shared with moving an order).
import { arrivalWindowsQuery } from '@callout/module-kit/arrival-windows';
import { useQuery } from '@callout/query';

/** Nothing to ask until a provider and a date are chosen. */
export function useArrivalWindows(
  provider: string | null,
  prodid: string | undefined,
  date: string,
  hours = '',
) {
  return useQuery({
    ...arrivalWindowsQuery(provider ?? '', prodid ?? '', date, undefined, hours),
    enabled: Boolean(provider && prodid && date),
  });
}
