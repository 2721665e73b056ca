// Where a successful login leads ("Login success").
import type { AccountType } from '@callout/contracts/accounts';
import { paths } from '../../config/paths';
import { hasPendingNegotiation } from '../pending-order/api/read-booking-draft';
import { homeHref } from './account-routes';

/** Characters a URL parser drops or reads as a slash: `/<tab>/host` or `/\\host` would leave the site. */
function hasControlOrBackslash(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * The destination if it is a path on this site, or null. Decided by the URL parser the browser will use:
 * the target must start with one slash, carry no control characters nor backslashes, and resolve to this
 * origin; what is returned is the parsed path, query and fragment, never the raw text.
 */
export function safeNext(
  next: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || hasControlOrBackslash(next)) return null;
  let target: URL;
  try {
    target = new URL(next, origin);
  } catch {
    return null;
  }
  if (target.origin !== new URL(origin).origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

export function destinationAfterLogin(accountType: AccountType, next: string | null): string {
  return safeNext(next) ?? homeHref(accountType);
}

/** A customer whose booking draft holds a pending negotiation goes back to it before anything else. */
export async function resolveDestinationAfterLogin(
  accountType: AccountType,
  next: string | null,
): Promise<string> {
  if (accountType === 'user' && hasPendingNegotiation()) return paths.negotiate.getHref();
  return destinationAfterLogin(accountType, next);
}
