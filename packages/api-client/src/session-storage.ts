// The browser storage keys of spec section 3: `serve` holds the session token, `accountType` the role.
export const sessionTokenKey = 'serve';
export const accountTypeKey = 'accountType';

export type AccountType = 'user' | 'provider';

export function readSession(): { token: string; accountType: AccountType } | null {
  try {
    const token = localStorage.getItem(sessionTokenKey);
    if (!token) return null;
    return { token, accountType: localStorage.getItem(accountTypeKey) === 'provider' ? 'provider' : 'user' };
  } catch {
    return null; // Storage can be blocked (private mode); treat as signed out.
  }
}

export function clearSessionToken(): void {
  try {
    localStorage.removeItem(sessionTokenKey);
  } catch {
    // Nothing stored means nothing to clear.
  }
}
