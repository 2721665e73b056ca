// GET /provider/payouts?before=: the provider's payouts, newest first, a page at a time, for the earnings
// page; the first page carries this month's and last month's totals over every payout.
import { parseJson } from '@callout/api-client/client';
import {
  type PayoutTotals,
  type ProviderPayout,
  providerPayoutsResponseSchema,
} from '@callout/contracts/provider-earnings';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { infiniteQueryOptions, useInfiniteQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** A page of payouts; `next` asks for the one after it, null on the last. */
export interface PayoutsPage {
  rows: ProviderPayout[];
  next: string | null;
  /** The first page's (null on later pages, and from a server or a kept copy from before it sent them). */
  totals: PayoutTotals | null;
}

/**
 * The page after `before` ('' for the first). `client`: the module's own, or the server's when it renders
 * the page (app/server-render.tsx).
 */
export async function getPayouts(
  before: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<PayoutsPage> {
  // The cursor only past the first page, so the first is asked as it always was and the service worker's
  // kept copy of each page (its key is the URL) is the one an offline visit asks for: asked again from the
  // first, the pages come back from the worker as they were loaded.
  const options = { ...(before ? { searchParams: { before } } : {}), ...(signal ? { signal } : {}) };
  const reply = requireSuccess(
    await parseJson(
      providerPayoutsResponseSchema,
      client.get('provider/payouts', options),
      '/provider/payouts',
    ),
  );
  return { rows: reply.data ?? [], next: reply.Next ?? null, totals: reply.Totals ?? null };
}

/**
 * The pages loaded so far; asked again (focus, a change), they are read again from the first, each from
 * the `Next` of the one before. Kept by the worker, so the page shows the last copy offline and the shell
 * says how old it is. `client` as for getPayouts.
 */
export const payoutsQuery = (client: KyInstance = api) =>
  infiniteQueryOptions({
    queryKey: ['payout-pages'],
    queryFn: ({ signal, pageParam }) => getPayouts(pageParam, signal, client),
    initialPageParam: '',
    getNextPageParam: (last: PayoutsPage) => last.next ?? undefined,
  });

/** The loaded pages' payouts in one list; one shown on two pages (recorded while paging) shows once. */
export function pagesRows(pages: readonly PayoutsPage[] | undefined): ProviderPayout[] {
  const seen = new Set<string>();
  return (pages ?? [])
    .flatMap((page) => page.rows)
    .filter((row) => !seen.has(row.OrderID) && seen.add(row.OrderID));
}

export function usePayouts() {
  const query = useInfiniteQuery(payoutsQuery());
  return { ...query, rows: pagesRows(query.data?.pages) };
}
