// GET /provider/profile, read for one flag: whether the provider's email is verified (the tabs wait for it).
import { parseJson } from '@callout/api-client/client';
import { providerProfileResponseSchema } from '@callout/contracts/accounts';
import { api } from '../../../lib/api';

export async function getEmailVerified(): Promise<boolean> {
  const reply = await parseJson(
    providerProfileResponseSchema,
    api.get('provider/profile'),
    '/provider/profile',
  );
  return reply.data?.isEmailVerified === true;
}
