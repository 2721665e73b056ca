// Bids on a published job, asked for every 3 s while the customer waits.

import type { BiddingProvider } from '@callout/contracts/catalog';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { useLiveOr, useQuery } from '@callout/query';
import { bidsQuery } from '../api/find-bids';

export function useBidPolling(orderId: string | undefined, enabled: boolean): BiddingProvider[] {
  // Off while the live stream is healthy: it says when a bid arrives.
  const refetchInterval = useLiveOr(pollIntervalsMs.customerBids);
  const bids = useQuery({
    ...bidsQuery(orderId ?? ''),
    enabled: enabled && Boolean(orderId),
    refetchInterval,
    // The customer may wait in another tab for the first bid.
    refetchIntervalInBackground: true,
  });
  return enabled ? (bids.data ?? []) : [];
}
