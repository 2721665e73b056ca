// Which account a login-only route is for. Types only besides this one function (no zod), so the shell's
// first scripts can use it without loading the schemas.
import type { AccountType } from './accounts';
import type { RouteAccess } from './module-contract';

/** The account type whose session a login-only route needs. */
export const accountTypeFor = (access: Exclude<RouteAccess, 'public'>): AccountType =>
  access === 'customer' ? 'user' : access;
