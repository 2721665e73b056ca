// GET /profile: the signed-in customer's details.
import { parseJson } from '@callout/api-client/client';
import { type CustomerUserData, customerProfileResponseSchema } from '@callout/contracts/accounts';
import { api } from '@callout/module-kit/api';
import { useQuery } from '@callout/query';
import { requireSuccess } from '../../../lib/errors';

export async function getProfile(signal?: AbortSignal): Promise<CustomerUserData> {
  const reply = requireSuccess(
    await parseJson(customerProfileResponseSchema, api.get('profile', { signal }), '/profile'),
  );
  const user = reply.data?.UserData[0];
  if (!user) throw new Error('The profile reply holds no user');
  return user;
}

export const useProfile = () =>
  useQuery({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });
