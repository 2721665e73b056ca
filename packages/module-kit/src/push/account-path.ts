// Customers' calls sit at the API root, providers' under /provider; push and the
// notification settings follow that rule, all but the public key.
import { readSession } from '@callout/api-client/session-read';
import type { AccountType } from '@callout/contracts/accounts';

/** `accountType`: the session's in the browser; a page rendered on the server names whose page it is. */
export const accountPath = (
  endpoint: string,
  accountType: AccountType | undefined = readSession()?.accountType,
) => (accountType === 'provider' ? `provider/${endpoint}` : endpoint);
