// GET /orders?search= and GET /provider/orders?search=: the account's order history. Both roles' rows are
// read into one shape; a provider's row names the customer where a customer's names the provider.
import { parseJson } from '@callout/api-client/client';
import { customerOrdersResponseSchema, providerOrdersResponseSchema } from '@callout/contracts/orders';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, queryOptions, useQuery } from '@callout/query';
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

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getOrders(
  accountType: AccountType,
  search: string,
  signal?: AbortSignal,
  client: KyInstance = api,
) {
  // The query is always sent, empty or not, so the service worker's cached copy of the unfiltered list
  // (its key is the URL) is the one an offline visit asks for.
  const options = { searchParams: { search }, ...(signal ? { signal } : {}) };
  if (accountType === 'provider') {
    const reply = requireSuccess(
      await parseJson(
        providerOrdersResponseSchema,
        client.get('provider/orders', options),
        '/provider/orders',
      ),
    );
    return (reply.data ?? []).map(
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
  }
  const reply = requireSuccess(
    await parseJson(customerOrdersResponseSchema, client.get('orders', options), '/orders'),
  );
  return (reply.data ?? []).map(
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
}

export const ordersQueryOptions = (accountType: AccountType, search: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: ['orders', accountType, search],
    queryFn: ({ signal }) => getOrders(accountType, search, signal, client),
  });

/**
 * The orders for what the user has typed, asked once typing pauses. The rows of the last search stay on
 * screen while the next one loads; a search replaced before it answers is aborted.
 */
export function useOrders(accountType: AccountType, search: string) {
  const searchedFor = useDebouncedValue(search.trim(), searchDebounceMs);
  const query = useQuery({
    ...ordersQueryOptions(accountType, searchedFor),
    placeholderData: keepPreviousData,
  });
  return { ...query, searchedFor };
}
