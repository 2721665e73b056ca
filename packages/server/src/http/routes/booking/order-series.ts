// Repeat bookings: POST /series, GET /series, POST /seriesstatus, POST /skipvisit, GET /seriesalternatives and
// POST /seriesvisitprovider for the customer; GET /provider/series, POST /provider/answerseries and
// POST /provider/seriesstatus for the provider. Each call answers only the series' own customer or provider (404 otherwise). The rules are in
// domain/booking/series/series.ts.
import { londonDate } from '@callout/contracts/london-time';
import {
  answerSeriesInputSchema,
  createSeriesInputSchema,
  type SeriesAlternativesResponse,
  type SeriesListResponse,
  type SeriesResponse,
  seriesAlternativesQuerySchema,
  seriesAlternativesResponseSchema,
  seriesListQuerySchema,
  seriesListResponseSchema,
  seriesResponseSchema,
  seriesStatusInputSchema,
  seriesVisitInputSchema,
  seriesVisitProviderInputSchema,
} from '@callout/contracts/order-series';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../../domain/accounts/account-store';
import { rateRules } from '../../../domain/accounts/auth/rate-limit';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import {
  answerSeries,
  bookVisitElsewhere,
  changeSeries,
  createSeries,
  listSeries,
  skipVisit,
  visitAlternatives,
} from '../../../domain/booking/series/series';
import { seriesServerMessages } from '../../../domain/booking/series/series-messages';
import type { SeriesSide } from '../../../domain/booking/series/series-store';
import { providerCard } from '../../../domain/catalogue/provider-cards';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { badgesOf } from '../../../domain/provider/credentials/badges-queries';
import { cancelPolicy } from '../../../env';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerOrderSeriesRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, clock, live, geocoder, rateLimits, siteLinks } = services;
  const { gateway } = gatewaysFor(services);
  const policy = cancelPolicy(env);
  const today = () => londonDate(clock.now());

  /** The series as its customer or provider lists it. */
  const seriesById = async (side: SeriesSide, account: AccountRow, id: string) =>
    (await listSeries(db, side, account, today(), { id })).series[0];

  api.post(
    '/series',
    documented({
      summary:
        'Book a repeatable service as a series of visits with one provider (the provider accepts it once)',
      access: 'user',
      body: createSeriesInputSchema,
      response: seriesResponseSchema,
      status: 201,
      errors: [404, 409, 429],
    }),
    async (request, reply): Promise<SeriesResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const input = inputOf(request).body;
      await rateLimits.countAttempt(db, [[rateRules.seriesPerAccount, customer.id]]);
      const id = await createSeries(db, siteLinks, geocoder, customer, input, today());
      reply.status(201);
      return {
        success: true,
        message: seriesServerMessages.created,
        data: await seriesById('customer', customer, id),
      };
    },
  );

  for (const side of ['customer', 'provider'] as const) {
    const role = side === 'customer' ? 'user' : 'provider';
    api.get(
      side === 'customer' ? '/series' : '/provider/series',
      documented({
        summary:
          side === 'customer'
            ? "The customer's series, newest first, each with its next visit and the visits waiting for a choice; a page at a time (`before` is the `Next` of the page before)"
            : "The provider's series, newest first, each with its next visit, the ones waiting for an answer included; a page at a time (`before` is the `Next` of the page before)",
        access: role,
        query: seriesListQuerySchema,
        response: seriesListResponseSchema,
        errors: [400],
      }),
      async (request): Promise<SeriesListResponse> => {
        const account = await requireAccount(db, request, role);
        const { before, seriesid } = inputOf(request).query;
        const page = await listSeries(
          db,
          side,
          account,
          today(),
          seriesid === undefined ? { before } : { id: seriesid },
        );
        return { success: true, message: seriesServerMessages.listed, data: page.series, Next: page.next };
      },
    );
  }

  api.post(
    '/provider/answerseries',
    documented({
      summary: 'Accept or decline a series once; accepted, its visits are booked as orders two weeks ahead',
      access: 'provider',
      body: answerSeriesInputSchema,
      response: seriesResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<SeriesResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { seriesid, answer } = inputOf(request).body;
      const message = await answerSeries(db, siteLinks, provider, seriesid, answer === 'ACCEPT', today());
      return { success: true, message, data: await seriesById('provider', provider, seriesid) };
    },
  );

  for (const side of ['customer', 'provider'] as const) {
    const role = side === 'customer' ? 'user' : 'provider';
    api.post(
      side === 'customer' ? '/seriesstatus' : '/provider/seriesstatus',
      documented({
        summary:
          side === 'customer'
            ? 'Pause, resume or end a series (visits already booked keep their orders; the provider is told)'
            : 'Pause, resume or end a series the provider accepted (visits already booked keep their orders; the customer is told)',
        access: role,
        body: seriesStatusInputSchema,
        response: seriesResponseSchema,
        errors: [404, 409],
      }),
      async (request): Promise<SeriesResponse> => {
        const account = await requireAccount(db, request, role);
        const { seriesid, action } = inputOf(request).body;
        const message = await changeSeries(db, siteLinks, side, account, seriesid, action, today());
        return { success: true, message, data: await seriesById(side, account, seriesid) };
      },
    );
  }

  api.post(
    '/skipvisit',
    documented({
      summary:
        "Skip one visit of a series (a visit already booked is cancelled as the customer's cancel would)",
      access: 'user',
      body: seriesVisitInputSchema,
      response: seriesResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<SeriesResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { seriesid, date } = inputOf(request).body;
      const message = await skipVisit(db, siteLinks, gateway, policy, customer, seriesid, date, today());
      return { success: true, message, data: await seriesById('customer', customer, seriesid) };
    },
  );

  api.post(
    '/seriesvisitprovider',
    documented({
      summary: 'Book a series visit its provider cannot take with another provider free in its window',
      access: 'user',
      body: seriesVisitProviderInputSchema,
      response: seriesResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<SeriesResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { seriesid, date, provider } = inputOf(request).body;
      const orderId = await bookVisitElsewhere(db, siteLinks, customer, seriesid, date, provider, today());
      await live.newRequest(orderId);
      return {
        success: true,
        message: seriesServerMessages.visitBooked,
        data: await seriesById('customer', customer, seriesid),
      };
    },
  );

  api.get(
    '/seriesalternatives',
    documented({
      summary:
        "Other providers free in a series visit's arrival window, for a visit its provider cannot take",
      access: 'user',
      query: seriesAlternativesQuerySchema,
      response: seriesAlternativesResponseSchema,
      errors: [404],
    }),
    async (request): Promise<SeriesAlternativesResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { seriesid, date } = inputOf(request).query;
      const rows = await visitAlternatives(db, customer, seriesid, date, today());
      const badges = await badgesOf(
        db,
        rows.map((row) => row.id),
        today(),
      );
      const data = rows.map((row) => ({ ...providerCard(env, row), Credentials: badges.get(row.id) ?? [] }));
      return {
        success: true,
        message: data.length ? seriesServerMessages.alternativesFound : seriesServerMessages.noAlternatives,
        data,
      };
    },
  );
}
