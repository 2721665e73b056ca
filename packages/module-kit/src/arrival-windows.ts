// GET /arrivalwindows (provider, prodid, date): a provider's free two-hour windows that day, for the booking
// steps (mf-booking) and for moving an order (mf-orders).
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
  input: { provider: string; prodid: string; date: string },
  signal?: AbortSignal,
  client: typeof api = api,
): Promise<ArrivalWindow[]> {
  const { provider, prodid, date } = arrivalWindowsQuerySchema.parse(input);
  const searchParams = new URLSearchParams({ provider, prodid, date });
  const reply = await parseJson(
    arrivalWindowsResponseSchema,
    client.get('arrivalwindows', { searchParams, signal }),
    '/arrivalwindows',
  );
  return requireSuccess(reply).data ?? [];
}

/** `client`: the module's own, or the server's when it renders a page. */
export const arrivalWindowsQuery = (provider: string, prodid: string, date: string, client = api) =>
  queryOptions({
    queryKey: ['arrival-windows', provider, prodid, date],
    queryFn: ({ signal }) => getArrivalWindows({ provider, prodid, date }, signal, client),
  });
