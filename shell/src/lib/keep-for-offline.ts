// A page the server rendered with its data (server-render.tsx: /help) shows it without asking the API, so
// the service worker never sees those answers and cannot keep them for reading offline, as it keeps every
// answer it passes on (features/pwa/worker/api-routes.ts). Once the page has settled, such queries are asked
// for once more, through the worker, which then keeps them. Only where a worker controls the page: it is
// registered after the first visit has settled, so a first visit keeps nothing (as for any page).
import type { UseQueryResult } from '@callout/query';
import { useEffect, useRef } from 'react';
import { whenSettled } from './when-idle';

type Query = Pick<UseQueryResult, 'isFetchedAfterMount' | 'refetch'>;

export function useKeepForOffline(queries: readonly Query[]): void {
  const latest = useRef(queries);
  latest.current = queries;
  useEffect(() => {
    if (!navigator.serviceWorker?.controller) return;
    return whenSettled(() => {
      // Asked for since the page mounted (through the worker): kept already.
      for (const query of latest.current) if (!query.isFetchedAfterMount) void query.refetch();
    });
  }, []);
}
