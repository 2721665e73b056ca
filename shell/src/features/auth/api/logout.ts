// GET /logout and /provider/logout: ends the session on the server.
import { parseJson } from '@callout/api-client/client';
import { type AccountType, sessionResponseSchema } from '@callout/contracts/accounts';
import { api } from '../../../lib/api';
import { accountApiPath } from '../account-routes';
import { logoutTimeoutMs } from '../constants';

/** Resolves whatever happens: signing out locally must not depend on the server answering. */
export async function logout(accountType: AccountType): Promise<void> {
  const path = accountApiPath(accountType, 'logout');
  try {
    await parseJson(sessionResponseSchema, api.get(path, { timeout: logoutTimeoutMs }), `/${path}`);
  } catch (error) {
    console.error('Logout call failed; signing out locally anyway', error);
  }
}
