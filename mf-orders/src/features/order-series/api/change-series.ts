// The calls that change a series: POST /provider/answerseries (the provider's one answer), and the
// customer's POST /seriesstatus (pause, resume, end) and POST /skipvisit (one visit not booked yet).
import { formBody, parseJson } from '@callout/api-client/client';
import {
  answerSeriesInputSchema,
  seriesResponseSchema,
  seriesStatusInputSchema,
  seriesVisitInputSchema,
} from '@callout/contracts/order-series';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

const send = async (path: string, body: URLSearchParams) =>
  requireSuccess(await parseJson(seriesResponseSchema, api.post(path, { body }), `/${path}`));

export type SeriesChange =
  | { kind: 'answer'; answer: 'ACCEPT' | 'DECLINE' }
  | { kind: 'status'; action: 'PAUSE' | 'RESUME' | 'END' }
  | { kind: 'skip'; date: string };

export function changeSeries(seriesid: string, change: SeriesChange) {
  switch (change.kind) {
    case 'answer':
      return send(
        'provider/answerseries',
        formBody(answerSeriesInputSchema.parse({ seriesid, answer: change.answer })),
      );
    case 'status':
      return send(
        'seriesstatus',
        formBody(seriesStatusInputSchema.parse({ seriesid, action: change.action })),
      );
    case 'skip':
      return send('skipvisit', formBody(seriesVisitInputSchema.parse({ seriesid, date: change.date })));
  }
}
