// GET /provider/payouts: the provider's payouts, newest first, for the earnings page.
import { parseJson } from '@callout/api-client/client';
import { type ProviderPayout, providerPayoutsResponseSchema } from '@callout/contracts/provider-earnings';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

/** `client`: the module's own, or the server's when it renders the page (app/server-render.tsx). */
export async function getPayouts(signal?: AbortSignal, client: KyInstance = api): Promise<ProviderPayout[]> {
  const reply = await parseJson(
    providerPayoutsResponseSchema,
    client.get('provider/payouts', { signal }),
    '/provider/payouts',
  );
  return requireSuccess(reply).data ?? [];
}

/**
 * Kept by the worker, so the page shows the last copy offline and the shell says how old it is.
 * `client` as for getPayouts.
 */
export const payoutsQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['payouts'],
    queryFn: ({ signal }) => getPayouts(signal, client),
  });

export const usePayouts = () => useQuery(payoutsQuery());
