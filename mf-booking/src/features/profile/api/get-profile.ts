// GET /profile: the signed-in customer's details.
import { parseJson } from '@callout/api-client/client';
import { type CustomerUserData, customerProfileResponseSchema } from '@callout/contracts/accounts';
import { api } from '@callout/module-kit/api';
import { queryOptions, useQuery } from '@callout/query';
import type { KyInstance } from 'ky';
import { requireSuccess } from '../../../lib/errors';

/** `client`: the module's own, or the server's when it renders the profile (app/server-render.tsx). */
export async function getProfile(signal?: AbortSignal, client: KyInstance = api): Promise<CustomerUserData> {
  const reply = requireSuccess(
    await parseJson(customerProfileResponseSchema, client.get('profile', { signal }), '/profile'),
  );
  const user = reply.data?.UserData[0];
  if (!user) throw new Error('The profile reply holds no user');
  return user;
}

/** The page's query, also fetched by the server when it renders the page. */
export const profileQuery = (client: KyInstance = api) =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal, client) });

export const useProfile = () => useQuery(profileQuery());
