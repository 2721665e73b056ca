// GET /provider/profile and POST /provider/updatebio for the signed-in provider.
import {
  type ProviderProfileResponse,
  providerProfileResponseSchema,
  updateProviderBioInputSchema,
  updateProviderBioResponseSchema,
} from '@callout/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { setProviderBio } from '../../../domain/accounts/account-store';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { providerUpcomingPage } from '../../../domain/orders/order-lists';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { payoutRailFor } from '../../../domain/payouts/payout-rail-for';
import { payoutStatusFor } from '../../../domain/payouts/payout-status';
import { providerOrderCounts } from '../../../domain/provider/provider-counters-queries';
import { imageLink } from '../../../infra/images/image-store';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerProviderProfileRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, siteLinks } = services;
  const payoutRail = payoutRailFor(services);
  const { gateway } = gatewaysFor(services);
  api.get(
    '/provider/profile',
    documented({
      summary: "The provider's profile",
      access: 'provider',
      response: providerProfileResponseSchema,
    }),
    async (request): Promise<ProviderProfileResponse> => {
      const account = await requireAccount(db, request, 'provider');
      // Onboarding returns the provider to this web app's /provider/profile.
      const origin = `${request.protocol}://${request.host}`;
      const payout = await payoutStatusFor(db, siteLinks, payoutRail, gateway, account, origin, request.log);
      // The first page of the active and upcoming orders (GET /provider/upcomingorders gives the ones after
      // it); the counters feed 'percentage completion'.
      const orders = await providerUpcomingPage(db, account.id);
      const { completed, total } = await providerOrderCounts(db, account.id);
      return {
        success: true,
        message: messages.profileLoaded,
        data: {
          orders: orders.rows,
          ordersNext: orders.next,
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
          // The average of real reviews (kept by domain/catalogue/reviews/review-store.ts); a seeded demo rating until then.
          rating: account.rating === null ? null : Number(account.rating),
          completed,
          total,
          isEmailVerified: account.email_verified,
          isKYCVerified: account.kyc_status === 'VERIFIED',
          ...payout,
        },
      };
    },
  );

  api.post(
    '/provider/updatebio',
    documented({
      summary: "Update the provider's bio",
      access: 'provider',
      body: updateProviderBioInputSchema,
      fieldMessages: { value: messages.bio },
      response: updateProviderBioResponseSchema,
    }),
    async (request): Promise<z.infer<typeof updateProviderBioResponseSchema>> => {
      const account = await requireAccount(db, request, 'provider');
      const { value } = inputOf(request).body;
      await setProviderBio(db, account.id, value);
      return { success: true, message: messages.bioUpdated, data: value };
    },
  );
}
