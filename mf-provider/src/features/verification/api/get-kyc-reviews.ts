// GET /provider/kycreviews: the reviewers' notes on the provider's submissions.
import { parseJson } from '@callout/api-client/client';
import { type KycReview, kycReviewsResponseSchema } from '@callout/contracts/provider-kyc';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getKycReviews(signal?: AbortSignal, client: KyInstance = api): Promise<KycReview[]> {
  const reply = await parseJson(
    kycReviewsResponseSchema,
    client.get('provider/kycreviews', { signal }),
    '/provider/kycreviews',
  );
  return requireSuccess(reply).data ?? [];
}

/** The notes' query; `client` as for getKycReviews. */
export const kycReviewsQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['kyc-reviews'],
    queryFn: ({ signal }) => getKycReviews(signal, client),
  });

export const useKycReviews = () => useQuery(kycReviewsQuery());
