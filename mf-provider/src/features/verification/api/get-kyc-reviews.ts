// GET /provider/kycreviews: the reviewers' notes on the provider's submissions.
import { parseJson } from '@callout/api-client/client';
import { type KycReview, kycReviewsResponseSchema } from '@callout/contracts/provider-kyc';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useQuery } from '@callout/query';

export async function getKycReviews(signal?: AbortSignal): Promise<KycReview[]> {
  const reply = await parseJson(
    kycReviewsResponseSchema,
    api.get('provider/kycreviews', { signal }),
    '/provider/kycreviews',
  );
  return requireSuccess(reply).data ?? [];
}

export const useKycReviews = () =>
  useQuery({
    queryKey: ['kyc-reviews'],
    queryFn: ({ signal }) => getKycReviews(signal),
    meta: { keep: true },
  });
