// The calls of one series' page: GET /series?seriesid= (the series with its next visits), GET
// /seriesalternatives (other providers free for a visit its provider cannot take), and the customer's
// changes: POST /seriesstatus (pause, resume, end), POST /skipvisit and POST /seriesvisitprovider.
import { formBody, parseJson } from '@callout/api-client/client';
import type { ActiveProvider } from '@callout/contracts/catalog';
import {
  type OrderSeries,
  seriesAlternativesResponseSchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesStatusInputSchema,
  seriesVisitInputSchema,
  seriesVisitProviderInputSchema,
} from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';

/** The series, or null when the customer has none of that id. */
export async function getOneSeries(seriesid: string, signal?: AbortSignal): Promise<OrderSeries | null> {
  const reply = requireSuccess(
    await parseJson(
      seriesListResponseSchema,
      api.get('series', { searchParams: { seriesid }, ...(signal ? { signal } : {}) }),
      '/series',
    ),
  );
  return reply.data?.[0] ?? null;
}

export const oneSeriesKey = (seriesid: string) => ['series', 'user', 'one', seriesid] as const;

export const useOneSeries = (seriesid: string) =>
  useQuery(
    queryOptions({
      queryKey: oneSeriesKey(seriesid),
      queryFn: ({ signal }) => getOneSeries(seriesid, signal),
    }),
  );

export async function getAlternatives(
  seriesid: string,
  date: string,
  signal?: AbortSignal,
): Promise<{ providers: ActiveProvider[]; message: string }> {
  const reply = requireSuccess(
    await parseJson(
      seriesAlternativesResponseSchema,
      api.get('seriesalternatives', { searchParams: { seriesid, date }, ...(signal ? { signal } : {}) }),
      '/seriesalternatives',
    ),
  );
  return { providers: reply.data ?? [], message: reply.message };
}

export const useAlternatives = (seriesid: string, date: string) =>
  useQuery(
    queryOptions({
      queryKey: ['series', 'user', 'alternatives', seriesid, date],
      queryFn: ({ signal }) => getAlternatives(seriesid, date, signal),
    }),
  );

export type SeriesPageChange =
  | { kind: 'status'; action: 'PAUSE' | 'RESUME' | 'END' }
  | { kind: 'skip'; date: string }
  | { kind: 'provider'; date: string; provider: string };

const send = async (path: string, body: URLSearchParams) =>
  requireSuccess(await parseJson(seriesResponseSchema, api.post(path, { body }), `/${path}`));

export function changeOneSeries(seriesid: string, change: SeriesPageChange) {
  switch (change.kind) {
    case 'status':
      return send(
        'seriesstatus',
        formBody(seriesStatusInputSchema.parse({ seriesid, action: change.action })),
      );
    case 'skip':
      return send('skipvisit', formBody(seriesVisitInputSchema.parse({ seriesid, date: change.date })));
    case 'provider':
      return send(
        'seriesvisitprovider',
        formBody(
          seriesVisitProviderInputSchema.parse({ seriesid, date: change.date, provider: change.provider }),
        ),
      );
  }
}
