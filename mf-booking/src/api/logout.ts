// GET /logout: ends the session on the server. Used by the dashboard and the profile page.
import { parseJson } from '@callout/api-client/client';
import { sessionResponseSchema } from '@callout/contracts/accounts';
import { api } from '@callout/module-kit/api';

/** Resolves whatever happens: signing out on this device must not wait for the server to agree. */
export async function logout(): Promise<void> {
  try {
    await parseJson(sessionResponseSchema, api.get('logout'), '/logout');
  } catch (error) {
    console.error('Logout call failed; signing out on this device anyway', error);
  }
}
