import { readSession } from '@callout/api-client/session-storage';
import type { AccountType } from '@callout/contracts/accounts';
import { startTransition, useEffect, useState } from 'react';
import { isPageLeaving } from '../../../lib/page-leaving';
import { useSessionRole, useSessionToken } from '../../../lib/use-session';

/**
 * The check and its API client load on first use: visitors of public pages never need them, and `/` is
 * rendered without them (the budget of `/`). The worker precaches them, so a guarded page still opens offline.
 */
export async function validateStoredSession(accountType: AccountType): Promise<boolean> {
  try {
    return (await import('../api/validate-session')).validateSession(accountType);
  } catch (error) {
    // As validate-session.ts: a device that knows it is offline keeps its session; any other failure ends it.
    if (navigator.onLine === false) return true;
    if (isPageLeaving()) return false;
    console.error('Session check failed', error);
    return false;
  }
}

let early: { token: string; accountType: AccountType; result: Promise<boolean> } | null = null;

/**
 * Starts checking the stored session at startup, beside the scripts and the manifest, instead of after the
 * first render: a signed-in page's guard then waits for an answer already on its way.
 */
export function checkStoredSessionEarly(): void {
  const session = readSession();
  if (session) early = { ...session, result: validateStoredSession(session.accountType) };
}

/**
 * The stored session's check: the early one the first time it is asked for the same token and account type,
 * a new call to the server every time after that (a later guard must not trust an old answer).
 */
export function checkStoredSession(accountType: AccountType, token: string): Promise<boolean> {
  const pending = early;
  early = null;
  if (pending?.token === token && pending.accountType === accountType) return pending.result;
  return validateStoredSession(accountType);
}

/** The session check's states: CHECK while asking the server, then VALID or INVALID. */
export type SessionStatus = 'check' | 'valid' | 'invalid';

/**
 * Whether the stored session is a live one of `accountType`. No stored session, or one of the other
 * account type, is invalid at once without a call; a stored one is checked again whenever its token changes.
 */
export function useSessionCheck(accountType: AccountType | null): SessionStatus {
  const role = useSessionRole();
  const token = useSessionToken();
  const [result, setResult] = useState<{ token: string; status: SessionStatus } | null>(null);
  const matches = accountType !== null && role === accountType && token !== null;

  useEffect(() => {
    if (!matches || accountType === null || token === null) return;
    let active = true;
    checkStoredSession(accountType, token).then((valid) => {
      // Past the guard the page draws: in a transition, in slices rather than one long task.
      if (active) startTransition(() => setResult({ token, status: valid ? 'valid' : 'invalid' }));
    });
    return () => {
      active = false;
    };
  }, [matches, accountType, token]);

  if (!matches) return 'invalid';
  return result?.token === token ? result.status : 'check';
}
