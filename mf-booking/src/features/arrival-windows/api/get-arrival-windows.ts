// GET /arrivalwindows (provider, prodid, date): the chosen provider's free two-hour windows that day.
import { parseJson } from '@callout/api-client/client';
import {
  type ArrivalWindow,
  arrivalWindowsQuerySchema,
  arrivalWindowsResponseSchema,
} from '@callout/contracts/arrival-windows';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';

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

/** `client`: the module's own, or the server's when it renders the step (app/server-render-steps.tsx). */
export const arrivalWindowsQuery = (provider: string, prodid: string, date: string, client = api) =>
  queryOptions({
    queryKey: ['arrival-windows', provider, prodid, date],
    queryFn: ({ signal }) => getArrivalWindows({ provider, prodid, date }, signal, client),
  });

/** Nothing to ask until a provider and a date are chosen. */
export function useArrivalWindows(provider: string | null, prodid: string | undefined, date: string) {
  return useQuery({
    ...arrivalWindowsQuery(provider ?? '', prodid ?? '', date),
    enabled: Boolean(provider && prodid && date),
  });
}
