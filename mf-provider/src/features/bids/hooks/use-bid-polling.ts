// The bid panel's job list (spec section 4): cleared when the panel opens, polled every 5 s while it is
// open, and replaced only when the number of jobs changes, so a bid just placed (flipped locally) is not
// undone by a poll that raced it.

import { pollIntervalsMs } from '@callout/contracts/constants';
import type { BiddableJob } from '@callout/contracts/provider-jobs';
import { usePolling } from '@callout/ui/use-polling';
import { useCallback, useEffect, useState } from 'react';
import { getBidOpportunities } from '../api/get-bid-opportunities';

export interface BidListState {
  jobs: BiddableJob[];
  /** 'loading' until the first answer after opening; 'error' while polls fail (they keep trying). */
  status: 'loading' | 'ready' | 'error';
  /** Flips IsBid of one job after the server accepted the bid or its withdrawal. */
  toggleBid: (orderId: string) => void;
}

export function useBidPolling(open: boolean, load = getBidOpportunities): BidListState {
  const [jobs, setJobs] = useState<BiddableJob[]>([]);
  const [status, setStatus] = useState<BidListState['status']>('loading');

  useEffect(() => {
    if (!open) return;
    setJobs([]);
    setStatus('loading');
  }, [open]);

  usePolling(
    async (signal) => {
      try {
        const latest = await load(signal);
        if (signal.aborted) return;
        setJobs((current) => (latest.length === current.length ? current : latest));
        setStatus('ready');
      } catch (error) {
        if (!signal.aborted) setStatus('error');
        throw error;
      }
    },
    pollIntervalsMs.providerBids,
    open,
  );

  const toggleBid = useCallback((orderId: string) => {
    setJobs((current) =>
      current.map((job) => (job.OrderId === orderId ? { ...job, IsBid: !job.IsBid } : job)),
    );
  }, []);

  return { jobs, status, toggleBid };
}
