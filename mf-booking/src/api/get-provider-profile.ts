// GET /providers/{id}/profile: a provider's public profile (the profile page, and the chosen provider on
// negotiate). The worker keeps the answer, so a profile seen once reads offline.
import { parseAnswer } from '@callout/api-client/client';
import {
  type ProviderPublicProfile,
  providerProfileParamsSchema,
  providerPublicProfileResponseSchema,
} from '@callout/contracts/provider-public-profile';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../lib/errors';

export async function getProviderProfile(
  providerId: string,
  signal?: AbortSignal,
  client: KyInstance = api,
): Promise<ProviderPublicProfile> {
  const { id } = providerProfileParamsSchema.parse({ id: providerId });
  const path = `providers/${encodeURIComponent(id)}/profile`;
  const answer = await parseAnswer(
    providerPublicProfileResponseSchema,
    client.get(path, { signal }),
    `/${path}`,
  );
  const data = requireSuccess(answer.body, answer).data;
  if (!data) throw new Error('The profile reply holds no provider');
  return data;
}

export const providerProfileQuery = (providerId: string, client: KyInstance = api) =>
  queryOptions({
    queryKey: ['provider-profile', providerId],
    queryFn: ({ signal }) => getProviderProfile(providerId, signal, client),
  });

/** Nothing to ask without a provider (a published job before a bid is engaged). */
export const useProviderProfile = (providerId: string | null | undefined) =>
  useQuery({ ...providerProfileQuery(providerId ?? ''), enabled: Boolean(providerId) });
