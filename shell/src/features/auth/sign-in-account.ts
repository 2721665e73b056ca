// Storing a new session from the login form, so that nothing of another account stays in sight: the
// session carries its account key, the device keeps only that account's data, and a tab that has shown
// another account's pages starts again from a fresh page load (modules keep data in memory too). The
// service worker is put in control meanwhile, so every page from now on is kept offline as it arrives.
import { accountKeyFor } from '@callout/api-client/account-key';
import { storeSession } from '@callout/api-client/session-storage';
import type { AccountType } from '@callout/contracts/accounts';
import { anotherAccountWasSignedInHere } from '../../lib/use-session';
import { serviceWorkerInControl } from '../pwa/worker-in-control';
import { claimDeviceWaitMs } from './constants';

/** Stores the session; true when the caller must load its destination afresh instead of navigating. */
export async function signInAccount(
  token: string,
  accountType: AccountType,
  email: string,
): Promise<boolean> {
  const account = accountKeyFor(accountType, email);
  const switching = anotherAccountWasSignedInHere(account);
  storeSession(token, accountType, account);
  // Reads are stamped already (nothing of another account shows even if this fails or is slow); this
  // deletes what is left. Another tab holding a database open must not hold up signing in.
  await Promise.race([
    Promise.all([
      import('@callout/offline/claim-device')
        .then(({ claimDevice }) => claimDevice({ account, token }))
        .catch((error: unknown) => console.error('Could not tidy device data', error)),
      serviceWorkerInControl().catch((error: unknown) =>
        console.error('Service worker registration failed', error),
      ),
    ]),
    new Promise((resolve) => setTimeout(resolve, claimDeviceWaitMs)),
  ]);
  return switching;
}
