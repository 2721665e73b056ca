// GET /provider/profile and POST /provider/updatebio for the signed-in provider.
import {
  type ProviderProfileResponse,
  updateProviderBioInputSchema,
  type updateProviderBioResponseSchema,
} from '@callout/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireAccount } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { imageLink } from '../images/image-store';
import { messages } from '../messages';
import type { Services } from '../services';

export function registerProviderProfileRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get('/provider/profile', async (request): Promise<ProviderProfileResponse> => {
    const account = await requireAccount(db, request, 'provider');
    return {
      success: true,
      message: messages.profileLoaded,
      data: {
        // Orders, counters and payouts arrive with the orders and payments work; until then a provider
        // has none, which is what these say.
        orders: [],
        UserData: [
          {
            Email: account.email,
            FirstName: account.first_name,
            LastName: account.last_name,
            Phone: account.phone,
            Img: imageLink(env, account.image_id),
            PersonnelID: account.id,
            BioInfo: account.bio,
          },
        ],
        rating: account.rating === null ? null : Number(account.rating),
        completed: 0,
        total: 0,
        isEmailVerified: account.email_verified,
        isKYCVerified: account.kyc_status === 'VERIFIED',
        isStripeConfigured: false,
        isStripeReady: false,
        StripeLink: null,
      },
    };
  });

  api.post(
    '/provider/updatebio',
    async (request): Promise<z.infer<typeof updateProviderBioResponseSchema>> => {
      const account = await requireAccount(db, request, 'provider');
      const { value } = parseInput(updateProviderBioInputSchema, request.body, { value: messages.bio });
      await db.query('UPDATE accounts SET bio = $2, updated_at = now() WHERE id = $1', [account.id, value]);
      return { success: true, message: messages.bioUpdated, data: value };
    },
  );
}
