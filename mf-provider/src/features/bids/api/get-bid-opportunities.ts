// GET /provider/BidOpportunities: published jobs this provider may bid on (polled while the panel is open).
import { parseJson } from '@callout/api-client/client';
import { type BiddableJob, bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export async function getBidOpportunities(signal?: AbortSignal): Promise<BiddableJob[]> {
  const reply = await parseJson(
    bidOpportunitiesResponseSchema,
    api.get('provider/BidOpportunities', { signal }),
    '/provider/BidOpportunities',
  );
  return requireSuccess(reply).data ?? [];
}
