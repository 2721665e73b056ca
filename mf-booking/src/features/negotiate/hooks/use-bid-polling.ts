// Bids on a published job, asked for every 3 s (spec section 9) while the customer waits.

import type { BiddingProvider } from '@callout/contracts/catalog';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { usePolling } from '@callout/ui/use-polling';
import { useState } from 'react';
import { findBids } from '../api/find-bids';

export function useBidPolling(orderId: string | undefined, enabled: boolean): BiddingProvider[] {
  const [bids, setBids] = useState<BiddingProvider[]>([]);
  usePolling(
    async (signal) => {
      if (!orderId) return;
      const latest = await findBids(orderId, signal);
      if (!signal.aborted) setBids(latest);
    },
    pollIntervalsMs.customerBids,
    enabled && Boolean(orderId),
  );
  return enabled ? bids : [];
}
