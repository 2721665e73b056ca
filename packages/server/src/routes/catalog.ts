// The catalogue a customer browses before booking: GET /categories, POST /specifics, /products and
// /activeproviders. Public: the booking flow runs up to the negotiate step without signing in.
import {
  type ActiveProvidersResponse,
  activeProvidersInputSchema,
  type CategoriesResponse,
  categoriesQuerySchema,
  type ProductsResponse,
  productsInputSchema,
  type SpecificsResponse,
  specificsInputSchema,
} from '@callout/contracts/catalog';
import type { FastifyInstance } from 'fastify';
import { availableProviders } from '../catalog/availability';
import { listCategories, listProducts, listSpecifics } from '../catalog/catalog-queries';
import { providerCard } from '../catalog/provider-cards';
import { parseInput } from '../http/parse-input';
import type { Services } from '../services';

// Spec section 8's empty states.
const noRecords = 'No records found';
const noProviders = 'No providers available';
const found = (count: number, empty: string) => (count ? `${count} found.` : empty);

export function registerCatalogRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get('/categories', async (request): Promise<CategoriesResponse> => {
    const { search } = parseInput(categoriesQuerySchema, request.query);
    const data = await listCategories(db, search);
    return { success: true, message: found(data.length, noRecords), data };
  });

  api.post('/specifics', async (request): Promise<SpecificsResponse> => {
    const { sort, search } = parseInput(specificsInputSchema, request.body);
    const data = await listSpecifics(db, sort, search);
    return { success: true, message: found(data.length, noRecords), data };
  });

  api.post('/products', async (request): Promise<ProductsResponse> => {
    const { category, specifics, search } = parseInput(productsInputSchema, request.body);
    const data = await listProducts(db, category, specifics, search);
    return { success: true, message: found(data.length, noRecords), data };
  });

  api.post('/activeproviders', async (request): Promise<ActiveProvidersResponse> => {
    const input = parseInput(activeProvidersInputSchema, request.body);
    const rows = await availableProviders(db, {
      productId: input.prodid,
      date: input.schedule,
      search: input.search,
    });
    const data = rows.map((row) => providerCard(env, row));
    return { success: true, message: found(data.length, noProviders), data };
  });
}
