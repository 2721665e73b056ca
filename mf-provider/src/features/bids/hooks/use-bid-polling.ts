// The bid panel's job list: cleared when the panel opens, polled every 5 s while it is
// open, a page at a time (soonest first; later pages load on demand, and a poll reads every loaded page again
// from the first), and each page replaced only when its number of jobs changes, so a bid just placed (flipped
// locally) is not undone by a poll that raced it.

import { pollIntervalsMs } from '@callout/contracts/constants';
import type { BiddableJob } from '@callout/contracts/provider-jobs';
import { type InfiniteData, useInfiniteQuery, useLiveOr, useQueryClient } from '@callout/query';
import { useCallback, useState } from 'react';
import { type BidJobsPage, getBidOpportunities } from '../api/get-bid-opportunities';

export interface BidListState {
  jobs: BiddableJob[];
  /** 'loading' until the first answer after opening; 'error' while polls fail (they keep trying). */
  status: 'loading' | 'ready' | 'error';
  /** Flips IsBid of one job after the server accepted the bid or its withdrawal. */
  toggleBid: (orderId: string) => void;
  /** The ids of each loaded page, so a page loaded on request is not announced as new jobs. */
  pageKeys: string[][];
  /** More jobs after the loaded ones. */
  more: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

type Pages = InfiniteData<BidJobsPage, string>;

/** The loaded pages' jobs in one list; a job on two pages (the list moved while paging) shows once. */
const pagesJobs = (pages: readonly BidJobsPage[] | undefined): BiddableJob[] => {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.jobs)
    .filter((job) => !seen.has(job.OrderId) && seen.add(job.OrderId));
};

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
  const list = useInfiniteQuery({
    queryKey,
    queryFn: async ({ signal, pageParam }): Promise<BidJobsPage> => {
      const latest = await load(signal, pageParam);
      // A page of the same length is kept as it is: a bid flipped locally is not undone by a poll.
      const current = client.getQueryData<Pages>(queryKey);
      const kept = current?.pages[current.pageParams.indexOf(pageParam)];
      return kept?.jobs.length === latest.jobs.length ? { jobs: kept.jobs, next: latest.next } : latest;
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: open,
    refetchInterval,
    refetchIntervalInBackground: true,
    // The next poll is the retry.
    retry: false,
  });

  const toggleBid = useCallback(
    (orderId: string) => {
      client.setQueryData<Pages>(['bid-opportunities', openings], (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => ({
                ...page,
                jobs: page.jobs.map((job) => (job.OrderId === orderId ? { ...job, IsBid: !job.IsBid } : job)),
              })),
            }
          : current,
      );
    },
    [client, openings],
  );

  const status = list.isError ? 'error' : list.data ? 'ready' : 'loading';
  return {
    jobs: pagesJobs(list.data?.pages),
    pageKeys: (list.data?.pages ?? []).map((page) => page.jobs.map((job) => job.OrderId)),
    status,
    toggleBid,
    more: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
  };
}
