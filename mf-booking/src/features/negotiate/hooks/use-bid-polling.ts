// Bids on a published job, asked for every 3 s while the customer waits, a page at a time: a poll reads the
// loaded pages again from the first; later pages load on demand.

import type { BiddingProvider } from '@callout/contracts/catalog';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { useInfiniteQuery, useLiveOr } from '@callout/query';
import { bidsQuery, pagesBids } from '../api/find-bids';

export interface BidsState {
  bids: BiddingProvider[];
  /** The bidders of each loaded page, so a page loaded on request is not announced as new bids. */
  pageKeys: string[][];
  /** More bids after the loaded ones. */
  more: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export function useBidPolling(orderId: string | undefined, enabled: boolean): BidsState {
  // Off while the live stream is healthy: it says when a bid arrives.
  const refetchInterval = useLiveOr(pollIntervalsMs.customerBids);
  const bids = useInfiniteQuery({
    ...bidsQuery(orderId ?? ''),
    enabled: enabled && Boolean(orderId),
    refetchInterval,
    // The customer may wait in another tab for the first bid.
    refetchIntervalInBackground: true,
  });
  return {
    bids: enabled ? pagesBids(bids.data?.pages) : [],
    pageKeys: enabled ? (bids.data?.pages ?? []).map((page) => page.bids.map((bid) => bid.PersonnelID)) : [],
    more: enabled && bids.hasNextPage,
    loadingMore: bids.isFetchingNextPage,
    loadMore: () => void bids.fetchNextPage(),
  };
}
