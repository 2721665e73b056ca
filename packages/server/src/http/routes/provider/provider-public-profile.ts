// GET /providers/{id}/profile: a provider's public profile, open to anyone (the booking flow runs signed
// out up to negotiating). A provider who is not verified, active and present has none: 404.
import {
  type ProviderPublicProfileResponse,
  providerProfileParamsSchema,
  providerPublicProfileResponseSchema,
} from '@callout/contracts/provider-public-profile';
import type { FastifyInstance } from 'fastify';
import { providerMessages } from '../../../domain/provider/messages';
import { findPublicProfile } from '../../../domain/provider/public-profile-store';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerProviderPublicProfileRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get(
    '/providers/:id/profile',
    documented({
      summary: "A provider's public profile: services, areas, rating and the latest reviews",
      access: 'public',
      params: providerProfileParamsSchema,
      response: providerPublicProfileResponseSchema,
      errors: [404],
    }),
    async (request): Promise<ProviderPublicProfileResponse> => {
      const { id } = inputOf(request).params;
      const data = await findPublicProfile(db, env, id);
      if (!data) throw new ApiError(404, providerMessages.publicProfileNotFound);
      return { success: true, message: providerMessages.publicProfileLoaded, data };
    },
  );
}
