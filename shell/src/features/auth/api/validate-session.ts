// GET /valsession and /provider/valsession: whether the stored token still opens a session.
import { parseJson } from '@callout/api-client/client';
import { type AccountType, sessionResponseSchema } from '@callout/contracts/accounts';
import { api } from '../../../lib/api';
import { isPageLeaving } from '../../../lib/page-leaving';
import { accountApiPath } from '../account-routes';

/**
 * Any failure counts as invalid ("Session check failure") with one exception: a device
 * that knows it is offline keeps its stored session, so cached pages still open (offline-first).
 * The first call that reaches the server again and gets a 401 ends that session as usual.
 */
export async function validateSession(accountType: AccountType): Promise<boolean> {
  const path = accountApiPath(accountType, 'valsession');
  try {
    return (await parseJson(sessionResponseSchema, api.get(path), `/${path}`)).success;
  } catch (error) {
    if (navigator.onLine === false && error instanceof TypeError) return true;
    if (isPageLeaving()) return false;
    console.error('Session check failed', error);
    return false;
  }
}
