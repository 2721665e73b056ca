// GET /orders?search=&before= and GET /provider/orders?search=&before=: the account's order history, newest
// first, a page at a time. Both roles' rows are read into one shape; a provider's row names the customer
// where a customer's names the provider.
import { parseJson } from '@callout/api-client/client';
import { customerOrdersResponseSchema, providerOrdersResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { searchDebounceMs } from '../../../config/constants';
import type { AccountType } from '../../../config/paths';

export interface OrderListRow {
  id: string;
  placedAt: string;
  product: string;
  category: string;
  currency: string;
  price: number;
  rate: string;
  /** The other party: the provider for a customer, the customer for a provider. */
  partyName: string | null;
  status: string;
  paymentStatus: string;
  /** The card payment is held until the job ends: it reads as held, not as paid. */
  paymentHeld: boolean;
}

/** A page of the history; `next` asks for the one after it, null on the last. */
export interface OrdersPage {
  rows: OrderListRow[];
  next: string | null;
}

/**
 * The page after `before` ('' for the first). `client`: the module's own, or the server's when it renders
 * the page (app/server-render.tsx).
 */
export async function getOrders(
  accountType: AccountType,
  search: string,
  before: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<OrdersPage> {
  // The search is always sent, empty or not, and the cursor only past the first page, so the service
  // worker's cached copy of each page (its key is the URL) is the one an offline visit asks for: asked
  // again from the first, the pages come back from the worker as they were loaded.
  const searchParams = before ? { search, before } : { search };
  const options = { searchParams, ...(signal ? { signal } : {}) };
  if (accountType === 'provider') {
    const reply = requireSuccess(
      await parseJson(
        providerOrdersResponseSchema,
        client.get('provider/orders', options),
        '/provider/orders',
      ),
    );
    const rows = (reply.data ?? []).map(
      (row): OrderListRow => ({
        id: row.Orderid,
        placedAt: row.OrderTime,
        product: row.Name,
        category: row.Category,
        currency: row.Currency,
        price: row.Price,
        rate: row.Rate,
        partyName: row.CustomerName,
        status: row.OrderStatus,
        paymentStatus: row.PaymentStatus,
        paymentHeld: row.PaymentHeld ?? false,
      }),
    );
    return { rows, next: reply.Next ?? null };
  }
  const reply = requireSuccess(
    await parseJson(customerOrdersResponseSchema, client.get('orders', options), '/orders'),
  );
  const rows = (reply.data ?? []).map(
    (row): OrderListRow => ({
      id: row.Orderid,
      placedAt: row.OrderTime,
      product: row.Name,
      category: row.Category,
      currency: row.Currency,
      price: row.Price,
      rate: row.Rate,
      partyName: row.PersonnelName,
      status: row.OrderStatus,
      paymentStatus: row.PaymentStatus,
      paymentHeld: row.PaymentHeld ?? false,
    }),
  );
  return { rows, next: reply.Next ?? null };
}

/** The pages loaded so far; asked again (focus, a change), they are read again from the first. */
export const ordersQueryOptions = (accountType: AccountType, search: string, client: KyInstance = api) =>
  infiniteQueryOptions({
    queryKey: ['orders', accountType, search],
    queryFn: ({ signal, pageParam }) => getOrders(accountType, search, pageParam, signal, client),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The loaded pages' rows in one list; an order shown on two pages (made while paging) shows once. */
export function pagesRows(pages: readonly OrdersPage[] | undefined): OrderListRow[] | null {
  if (!pages) return null;
  const seen = new Set<string>();
  return pages.flatMap((page) => page.rows).filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/**
 * The orders for what the user has typed, asked once typing pauses. The rows of the last search stay on
 * screen while the next one loads; a search replaced before it answers is aborted.
 */
export function useOrders(accountType: AccountType, search: string) {
  const searchedFor = useDebouncedValue(search.trim(), searchDebounceMs);
  const query = useInfiniteQuery({
    ...ordersQueryOptions(accountType, searchedFor),
    placeholderData: keepPreviousData,
  });
  return { ...query, rows: pagesRows(query.data?.pages), searchedFor };
}
