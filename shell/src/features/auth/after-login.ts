// Where a successful login leads (spec section 4, "Login success").
import type { AccountType } from '@callout/contracts/accounts';
import { homeHref } from './account-routes';

/** Only a path on this site may be a destination; anything else could send the visitor elsewhere. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

export function destinationAfterLogin(accountType: AccountType, next: string | null): string {
  // TODO(issue 5, mf-booking): once the request draft store (`reqData`) exists, a customer whose draft
  // holds a pending negotiation goes to paths.negotiate before anything else.
  return safeNext(next) ?? homeHref(accountType);
}
