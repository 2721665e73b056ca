// The catalogue a customer browses before booking: GET /categories, POST /specifics, /products and
// /activeproviders. Public: the booking flow runs up to the negotiate step without signing in.
import {
  type ActiveProvidersResponse,
  activeProvidersInputSchema,
  activeProvidersResponseSchema,
  type CategoriesResponse,
  categoriesQuerySchema,
  categoriesResponseSchema,
  type ProductsResponse,
  productsInputSchema,
  productsResponseSchema,
  type SpecificsResponse,
  specificsInputSchema,
  specificsResponseSchema,
} from '@callout/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import { availableProviders } from '../catalog/availability';
import { listCategories, listProducts, listSpecifics } from '../catalog/catalog-queries';
import { providerCard } from '../catalog/provider-cards';
import { parseInput } from '../http/parse-input';
import { documented } from '../openapi/route-contract';
import type { Services } from '../services';

// Spec section 8's empty states.
const noRecords = 'No records found';
const noProviders = 'No providers available';
const found = (count: number, empty: string) => (count ? `${count} found.` : empty);

export function registerCatalogRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get(
    '/categories',
    documented({
      summary: 'Service categories',
      access: 'public',
      query: categoriesQuerySchema,
      response: categoriesResponseSchema,
    }),
    async (request): Promise<CategoriesResponse> => {
      const { search } = parseInput(categoriesQuerySchema, request.query);
      const data = await listCategories(db, search);
      return { success: true, message: found(data.length, noRecords), data };
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
    async (request): Promise<SpecificsResponse> => {
      const { sort, search } = parseInput(specificsInputSchema, request.body);
      const data = await listSpecifics(db, sort, search);
      return { success: true, message: found(data.length, noRecords), data };
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
    async (request): Promise<ProductsResponse> => {
      const { category, specifics, search } = parseInput(productsInputSchema, request.body);
      const data = await listProducts(db, category, specifics, search);
      return { success: true, message: found(data.length, noRecords), data };
    },
  );

  api.post(
    '/activeproviders',
    documented({
      summary: 'Providers available for a product, place and date',
      access: 'public',
      body: activeProvidersInputSchema,
      response: activeProvidersResponseSchema,
      errors: [404],
    }),
    async (request): Promise<ActiveProvidersResponse> => {
      const input = parseInput(activeProvidersInputSchema, request.body);
      const rows = await availableProviders(db, {
        productId: input.prodid,
        date: input.schedule,
        search: input.search,
      });
      const data = rows.map((row) => providerCard(env, row));
      return { success: true, message: found(data.length, noProviders), data };
    },
  );
}
