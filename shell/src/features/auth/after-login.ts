// Where a successful login leads ("Login success").
import type { AccountType } from '@callout/contracts/accounts';
import { paths } from '../../config/paths';
import { hasPendingNegotiation } from '../pending-order/api/read-booking-draft';
import { homeHref } from './account-routes';

/** Only a path on this site may be a destination; anything else could send the visitor elsewhere. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
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
