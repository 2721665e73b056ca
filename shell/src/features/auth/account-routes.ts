// Where each account type's calls and screens live: the provider variants sit under /provider, the
// operator's under /operator (API) and /ops (screens).
import type { AccountType } from '@callout/contracts/accounts';
import { paths } from '../../config/paths';

/** The ky path (no leading slash) of an account call: `login` or `provider/login`. */
export const accountApiPath = (accountType: AccountType, endpoint: string): string =>
  accountType === 'user' ? endpoint : `${accountType}/${endpoint}`;

const loginPaths = { user: paths.login, provider: paths.providerLogin, operator: paths.opsLogin };

export const loginHref = (accountType: AccountType, next?: string): string =>
  loginPaths[accountType].getHref(next);

export const registerHref = (accountType: AccountType): string =>
  accountType === 'provider' ? paths.join.getHref() : paths.register.getHref();

export const recoverHref = (accountType: AccountType): string =>
  paths.recover.getHref(accountType === 'provider' ? 'provider' : undefined);

const homes = { user: paths.dashboard, provider: paths.providerHome, operator: paths.opsHome };

/** The signed-in home: /provider for a provider, /ops for an operator, /dashboard otherwise. */
export const homeHref = (accountType: AccountType): string => homes[accountType].getHref();
