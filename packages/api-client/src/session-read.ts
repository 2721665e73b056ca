// Reading the stored session, with nothing of the DOM: the offline outbox and the drafts read it in every
// module, and the service worker bundles the same code (it has no localStorage, so it is signed out there).
import { accountKeyOfToken } from './account-key';

/** The part of Storage this file reads. */
interface SessionStore {
  getItem(key: string): string | null;
}

// The browser storage keys the product fixes: `serve` holds the session token, `accountType` the role.
export const sessionTokenKey = 'serve';
export const accountTypeKey = 'accountType';
/** Not in the spec: which account the token belongs to (see account-key.ts). */
export const accountKeyKey = 'account';

export type AccountType = 'user' | 'provider' | 'operator';

const storedTypes: readonly string[] = ['provider', 'operator'] satisfies AccountType[];

export interface StoredSession {
  token: string;
  accountType: AccountType;
  /** The account's key on this device: what drafts, saved lists and queued posts are stamped with. */
  account: string;
}

export function readSession(): StoredSession | null {
  try {
    const storage = (globalThis as { localStorage?: SessionStore }).localStorage;
    const token = storage?.getItem(sessionTokenKey);
    if (!storage || !token) return null;
    return {
      token,
      // Anything else stored (or nothing) is a customer's, as it was before providers and operators.
      accountType: storedTypes.includes(storage.getItem(accountTypeKey) ?? '')
        ? (storage.getItem(accountTypeKey) as AccountType)
        : 'user',
      account: storage.getItem(accountKeyKey) || accountKeyOfToken(token),
    };
  } catch {
    return null; // Storage can be blocked (private mode), or missing (the service worker): signed out.
  }
}
