// Where each account type's calls and screens live: the provider variants sit under /provider.
import type { AccountType } from '@callout/contracts/accounts';
import { paths } from '../../config/paths';

/** The ky path (no leading slash) of an account call: `login` or `provider/login`. */
export const accountApiPath = (accountType: AccountType, endpoint: string): string =>
  accountType === 'provider' ? `provider/${endpoint}` : endpoint;

export const loginHref = (accountType: AccountType, next?: string): string =>
  accountType === 'provider' ? paths.providerLogin.getHref(next) : paths.login.getHref(next);

export const registerHref = (accountType: AccountType): string =>
  accountType === 'provider' ? paths.join.getHref() : paths.register.getHref();

export const recoverHref = (accountType: AccountType): string =>
  paths.recover.getHref(accountType === 'provider' ? 'provider' : undefined);

/** The signed-in home: /provider for a provider, /dashboard otherwise (spec section 2, top bar). */
export const homeHref = (accountType: AccountType): string =>
  accountType === 'provider' ? paths.providerHome.getHref() : paths.dashboard.getHref();
