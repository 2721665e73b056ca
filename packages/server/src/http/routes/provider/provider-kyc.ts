// Identity verification for the signed-in provider: GET /provider/kycdata, /provider/kycreviews and
// POST /provider/updatekyc; the documents themselves are served at signed addresses (http/routes/catalogue/images.ts).
import type { Envelope } from '@callout/contracts/envelope';
import {
  type KycDataResponse,
  type KycReviewsResponse,
  kycDataResponseSchema,
  kycReviewsResponseSchema,
  kycSubmissionInputSchema,
  kycSubmissionResponseSchema,
} from '@callout/contracts/provider-kyc';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { kycRecordOf, kycReviewsOf } from '../../../domain/provider/kyc/kyc-store';
import { parseKycSubmission, submitKyc } from '../../../domain/provider/kyc/submit-kyc';
import { providerMessages } from '../../../domain/provider/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';

export function registerProviderKycRoutes(api: FastifyInstance, { db, env }: Services): void {
  api.get(
    '/provider/kycdata',
    documented({ summary: "The provider's KYC record", access: 'provider', response: kycDataResponseSchema }),
    async (request, reply): Promise<KycDataResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const data = await kycRecordOf(db, env, provider);
      await grantMediaAccess(db, env, request, reply);
      return {
        success: true,
        message: data.length ? providerMessages.kycLoaded : providerMessages.kycEmpty,
        data,
      };
    },
  );

  api.get(
    '/provider/kycreviews',
    documented({
      summary: "The operators' reviews of the KYC",
      access: 'provider',
      response: kycReviewsResponseSchema,
    }),
    async (request): Promise<KycReviewsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const data = await kycReviewsOf(db, provider.id);
      return {
        success: true,
        message: data.length ? providerMessages.kycReviewsLoaded : providerMessages.kycNoReviews,
        data,
      };
    },
  );

  api.post(
    '/provider/updatekyc',
    documented({
      summary: 'Submit the KYC form',
      access: 'provider',
      body: kycSubmissionInputSchema,
      pictures: true,
      response: kycSubmissionResponseSchema,
      status: 201,
      errors: [409, 413],
    }),
    async (request, reply): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      await submitKyc(db, provider, parseKycSubmission(request.body));
      reply.status(201);
      return { success: true, message: providerMessages.kycSubmitted };
    },
  );
}
