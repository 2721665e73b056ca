// The customer's saved lists: GET /savedproviders, /savedlocations (most recently saved first, a page at a
// time); POST /toggleprovidersave,
// /togglelocationsave, /delsavedprovider, /deletesavedlocation.
import type { Envelope } from '@callout/contracts/envelope';
import {
  deleteSavedLocationInputSchema,
  deleteSavedProviderInputSchema,
  type SavedLocationsResponse,
  type SavedProvidersResponse,
  savedActionResponseSchema,
  savedListQuerySchema,
  savedLocationsResponseSchema,
  savedProvidersResponseSchema,
  toggleLocationSaveInputSchema,
  toggleProviderSaveInputSchema,
} from '@callout/contracts/saved';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { savedMessages } from '../../../domain/catalogue/saved/messages';
import {
  deleteSavedLocation,
  deleteSavedProvider,
  isProvider,
  listSavedLocations,
  listSavedProviders,
  toggleSaved,
} from '../../../domain/catalogue/saved/saved-store';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

const listMessage = (count: number, search: string, empty: string) =>
  count ? savedMessages.loaded : search ? savedMessages.noMatch : empty;

export function registerSavedRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/savedproviders',
    documented({
      summary: 'Saved providers',
      access: 'user',
      query: savedListQuerySchema,
      response: savedProvidersResponseSchema,
    }),
    async (request): Promise<SavedProvidersResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { search, before } = inputOf(request).query;
      const { rows: data, next } = await listSavedProviders(db, customer.id, { search, before });
      return {
        success: true,
        message: listMessage(data.length, search, savedMessages.noProviders),
        data,
        Next: next,
      };
    },
  );

  api.get(
    '/savedlocations',
    documented({
      summary: 'Saved locations',
      access: 'user',
      query: savedListQuerySchema,
      response: savedLocationsResponseSchema,
    }),
    async (request): Promise<SavedLocationsResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { search, before } = inputOf(request).query;
      const { rows: data, next } = await listSavedLocations(db, customer.id, { search, before });
      return {
        success: true,
        message: listMessage(data.length, search, savedMessages.noLocations),
        data,
        Next: next,
      };
    },
  );

  api.post(
    '/toggleprovidersave',
    documented({
      summary: 'Save or unsave a provider',
      access: 'user',
      body: toggleProviderSaveInputSchema,
      response: savedActionResponseSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { value } = inputOf(request).body;
      if (!(await isProvider(db, value))) throw new ApiError(404, savedMessages.providerNotFound);
      const saved = await toggleSaved(db, 'saved_providers', customer.id, value);
      return { success: true, message: saved ? savedMessages.providerSaved : savedMessages.providerUnsaved };
    },
  );

  api.post(
    '/togglelocationsave',
    documented({
      summary: 'Save or unsave a location',
      access: 'user',
      body: toggleLocationSaveInputSchema,
      response: savedActionResponseSchema,
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { value } = inputOf(request).body;
      const saved = await toggleSaved(db, 'saved_locations', customer.id, value);
      return { success: true, message: saved ? savedMessages.locationSaved : savedMessages.locationUnsaved };
    },
  );

  api.post(
    '/delsavedprovider',
    documented({
      summary: 'Delete a saved provider',
      access: 'user',
      body: deleteSavedProviderInputSchema,
      response: savedActionResponseSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { value } = inputOf(request).body;
      if (!(await deleteSavedProvider(db, customer.id, value))) {
        throw new ApiError(404, savedMessages.savedProviderNotFound);
      }
      return { success: true, message: savedMessages.providerDeleted };
    },
  );

  api.post(
    '/deletesavedlocation',
    documented({
      summary: 'Delete a saved location',
      access: 'user',
      body: deleteSavedLocationInputSchema,
      response: savedActionResponseSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { value } = inputOf(request).body;
      if (!(await deleteSavedLocation(db, customer.id, value))) {
        throw new ApiError(404, savedMessages.savedLocationNotFound);
      }
      return { success: true, message: savedMessages.locationDeleted };
    },
  );
}
