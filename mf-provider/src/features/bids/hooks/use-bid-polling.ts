// The bid panel's job list: cleared when the panel opens, polled every 5 s while it is
// open, and replaced only when the number of jobs changes, so a bid just placed (flipped locally) is not
// undone by a poll that raced it.

import { pollIntervalsMs } from '@callout/contracts/constants';
import type { BiddableJob } from '@callout/contracts/provider-jobs';
import { useLiveOr, useQuery, useQueryClient } from '@callout/query';
import { useCallback, useState } from 'react';
import { getBidOpportunities } from '../api/get-bid-opportunities';

export interface BidListState {
  jobs: BiddableJob[];
  /** 'loading' until the first answer after opening; 'error' while polls fail (they keep trying). */
  status: 'loading' | 'ready' | 'error';
  /** Flips IsBid of one job after the server accepted the bid or its withdrawal. */
  toggleBid: (orderId: string) => void;
}

export function useBidPolling(open: boolean, load = getBidOpportunities): BidListState {
  const client = useQueryClient();
  // Each opening asks anew under a key of its own, so the panel never shows the list of a previous one.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((n) => n + 1);
  }
  const queryKey = ['bid-opportunities', openings];

  // Off while the live stream is healthy: it says when a job's bids or status change.
  const refetchInterval = useLiveOr(pollIntervalsMs.providerBids);
  const list = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const latest = await load(signal);
      // A list of the same length is kept as it is: a bid flipped locally is not undone by a poll.
      const current = client.getQueryData<BiddableJob[]>(queryKey);
      return current?.length === latest.length ? current : latest;
    },
    enabled: open,
    refetchInterval,
    refetchIntervalInBackground: true,
    // The next poll is the retry.
    retry: false,
  });

  const toggleBid = useCallback(
    (orderId: string) => {
      client.setQueryData<BiddableJob[]>(['bid-opportunities', openings], (current) =>
        current?.map((job) => (job.OrderId === orderId ? { ...job, IsBid: !job.IsBid } : job)),
      );
    },
    [client, openings],
  );

  const status = list.isError ? 'error' : list.data ? 'ready' : 'loading';
  return { jobs: list.data ?? [], status, toggleBid };
}
