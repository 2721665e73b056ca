// The catalogue a customer browses before booking: GET /categories, POST /specifics, /products and
// /activeproviders. Public: the booking flow runs up to the negotiate step without signing in.
import {
  type ActiveProvider,
  type ActiveProvidersResponse,
  activeProvidersInputSchema,
  activeProvidersPageSize,
  activeProvidersResponseSchema,
  type CategoriesResponse,
  categoriesQuerySchema,
  categoriesResponseSchema,
  jobPostcodeMessage,
  type ProductsResponse,
  productsInputSchema,
  productsResponseSchema,
  type SpecificsResponse,
  specificsInputSchema,
  specificsResponseSchema,
} from '@callout/contracts/catalog';
import { invalidIdMessage } from '@callout/contracts/fields';
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { availableProvidersPage } from '../../../domain/catalogue/availability-queries';
import { listCategories, listProducts, listSpecifics } from '../../../domain/catalogue/catalog-queries';
import { providerCard } from '../../../domain/catalogue/provider-cards';
import { ApiError } from '../../../errors';
import { sendAnswer, toAnswer } from '../../../infra/cache/answer-cache';
import { byDistanceThenRating, roundedMiles } from '../../../infra/geo/service-area';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

// The empty states' words.
const noRecords = 'No records found';
const noProviders = 'No providers available';
const found = (count: number, empty: string) => (count ? `${count} found.` : empty);

/**
 * Operators change the catalogue at any time (domain/ops/catalogue-admin.ts): the lists are kept in memory until
 * they do (infra/cache/answer-cache.ts), and a browser may keep them but must ask again before using one
 * (`no-cache`, with an ETag, so asking again costs a 304), so what an operator saved is what the next call
 * shows, on every instance.
 */
export function registerCatalogRoutes(
  api: FastifyInstance,
  { db, env, catalogue, clock, geocoder }: Services,
): void {
  api.get(
    '/categories',
    documented({
      summary: 'Service categories',
      access: 'public',
      query: categoriesQuerySchema,
      response: categoriesResponseSchema,
    }),
    async (request, reply) => {
      const { search } = inputOf(request).query;
      const answer = await catalogue.get(JSON.stringify(['categories', search]), async () => {
        const data = await listCategories(db, search);
        return toAnswer({
          success: true,
          message: found(data.length, noRecords),
          data,
        } satisfies CategoriesResponse);
      });
      return sendAnswer(request, reply, answer);
    },
  );

  api.post(
    '/specifics',
    documented({
      summary: "A category's specifics",
      access: 'public',
      body: specificsInputSchema,
      response: specificsResponseSchema,
      errors: [404],
    }),
    async (request, reply) => {
      const { sort, search } = inputOf(request).body;
      const answer = await catalogue.get(JSON.stringify(['specifics', sort, search]), async () => {
        const data = await listSpecifics(db, sort, search);
        return toAnswer({
          success: true,
          message: found(data.length, noRecords),
          data,
        } satisfies SpecificsResponse);
      });
      return sendAnswer(request, reply, answer);
    },
  );

  api.post(
    '/products',
    documented({
      summary: 'Products of a category',
      access: 'public',
      body: productsInputSchema,
      response: productsResponseSchema,
      errors: [404],
    }),
    async (request, reply) => {
      const { category, specifics, search } = inputOf(request).body;
      const key = JSON.stringify(['products', category, specifics, search]);
      const answer = await catalogue.get(key, async () => {
        const data = await listProducts(db, category, specifics, search);
        return toAnswer({
          success: true,
          message: found(data.length, noRecords),
          data,
        } satisfies ProductsResponse);
      });
      return sendAnswer(request, reply, answer);
    },
  );

  api.post(
    '/activeproviders',
    documented({
      summary: 'Providers available for a product, place and date (nearest first when given the postcode)',
      access: 'public',
      body: activeProvidersInputSchema,
      response: activeProvidersResponseSchema,
      errors: [400, 404],
    }),
    async (request): Promise<ActiveProvidersResponse> => {
      const input = inputOf(request).body;
      const job = input.zipcode ? await geocoder.locate(input.zipcode) : null;
      if (input.zipcode && !job) throw new ApiError(400, jobPostcodeMessage);
      const today = londonDate(clock.now());
      const { rows, next } = await availableProvidersPage(
        db,
        {
          productId: input.prodid,
          date: input.schedule,
          search: input.search,
          today,
          ...(job ? { near: { lat: job.lat, lng: job.lng } } : {}),
        },
        { size: activeProvidersPageSize, after: cursorOfList(input.before, Boolean(job)) },
      );
      const data: ActiveProvider[] = rows.map((row) => ({
        ...providerCard(env, row),
        Credentials: row.badges,
        Distance:
          job && row.base_lat !== null && row.base_lng !== null
            ? roundedMiles({ lat: row.base_lat, lng: row.base_lng }, job)
            : null,
      }));
      if (job) {
        data.sort((a, b) =>
          byDistanceThenRating(
            { distance: a.Distance ?? null, rating: a.Rating ?? null, price: a.Price, id: a.PersonnelID },
            { distance: b.Distance ?? null, rating: b.Rating ?? null, price: b.Price, id: b.PersonnelID },
          ),
        );
      }
      return { success: true, message: found(data.length, noProviders), data, Next: next };
    },
  );
}

/**
 * The cursor `before` when it is of the list asked for: a nearest-first list's (a distance and an id) with the
 * job's postcode, a best-rated-first list's (a rating, a price and an id) without; the other is a 400.
 */
function cursorOfList(before: string | undefined, nearest: boolean): string | undefined {
  if (before === undefined) return undefined;
  if (before.split('~').length !== (nearest ? 2 : 3)) throw new ApiError(400, invalidIdMessage);
  return before;
}
