// GET /provider/profile: who the provider is, their counters and flags (email, KYC, payouts). Every screen
// of the module needs it (the navigation shows only once the email is verified): one query, shared by all,
// asked for as each screen's code loads and kept on screen while a newer answer loads. Kept on the device
// (meta keep), so every screen still shows who the provider is offline.
import { parseJson } from '@callout/api-client/client';
import { type ProviderProfileResponse, providerProfileResponseSchema } from '@callout/contracts/accounts';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { type QueryClient, queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';

export type ProviderProfile = NonNullable<ProviderProfileResponse['data']>;

/** `client`: the module's own, or the server's when it renders a page (app/server-render.tsx). */
export async function getProviderProfile(
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<ProviderProfile> {
  const reply = requireSuccess(
    await parseJson(
      providerProfileResponseSchema,
      client.get('provider/profile', { signal }),
      '/provider/profile',
    ),
  );
  if (!reply.data) throw new Error('The provider profile reply has no data');
  return reply.data;
}

/** The profile's query; `client` as for getProviderProfile. */
export const providerProfileQuery = (client: KyInstance = api) =>
  queryOptions({
    queryKey: ['provider-profile'],
    queryFn: ({ signal }) => getProviderProfile(signal, client),
  });

export const useProviderProfile = () => useQuery(providerProfileQuery());

/** Asks again, e.g. once the provider has changed something the profile shows; its screens then update. */
export const refreshProviderProfile = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: providerProfileQuery().queryKey });
