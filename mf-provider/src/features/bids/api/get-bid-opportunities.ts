// GET /provider/BidOpportunities?before=: published jobs this provider may bid on, soonest first, a page at
// a time (polled while the panel is open).
import { parseJson } from '@callout/api-client/client';
import { type BiddableJob, bidOpportunitiesResponseSchema } from '@callout/contracts/provider-jobs';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

/** A page of jobs; `next` asks for the one after it, null on the last. */
export interface BidJobsPage {
  jobs: BiddableJob[];
  next: string | null;
}

/** The page after `before` ('' for the first, asked as it always was). */
export async function getBidOpportunities(signal?: AbortSignal, before = ''): Promise<BidJobsPage> {
  const reply = await parseJson(
    bidOpportunitiesResponseSchema,
    api.get('provider/BidOpportunities', { signal, ...(before ? { searchParams: { before } } : {}) }),
    '/provider/BidOpportunities',
  );
  const answer = requireSuccess(reply);
  return { jobs: answer.data ?? [], next: answer.Next ?? null };
}
