// GET /arrivalwindows (provider, prodid, date, hours): a provider's free two-hour windows that day, for the
// booking steps (mf-booking) and for moving an order (mf-orders). `hours`: the length of a PER HOUR job.
import { parseJson } from '@callout/api-client/client';
import {
  type ArrivalWindow,
  arrivalWindowsQuerySchema,
  arrivalWindowsResponseSchema,
} from '@callout/contracts/arrival-windows';
import { queryOptions } from '@callout/query';
import { api } from './api';
import { requireSuccess } from './errors';

export async function getArrivalWindows(
  input: { provider: string; prodid: string; date: string; hours?: string },
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<ArrivalWindow[]> {
  const { provider, prodid, date, hours } = arrivalWindowsQuerySchema.parse(input);
  const searchParams = new URLSearchParams({ provider, prodid, date });
  if (hours !== undefined) searchParams.set('hours', String(hours));
  const reply = await parseJson(
    arrivalWindowsResponseSchema,
    client.get('arrivalwindows', { searchParams, signal }),
    '/arrivalwindows',
  );
  return requireSuccess(reply).data ?? [];
}

/**
 * `client`: the module's own, or the server's when it renders a page. `hours`: '' (one hour, or the
 * product's own duration) unless a PER HOUR job is booked for longer; one hour is what the server counts
 * without it, so both ask under one key.
 */
export function arrivalWindowsQuery(
  provider: string,
  prodid: string,
  date: string,
  client = api,
  hours = '',
) {
  const length = hours === '1' ? '' : hours;
  return queryOptions({
    queryKey: ['arrival-windows', provider, prodid, date, length],
    queryFn: ({ signal }) =>
      getArrivalWindows({ provider, prodid, date, ...(length && { hours: length }) }, signal, client),
  });
}
