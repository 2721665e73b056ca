import type { MarketplaceAccountType } from '@callout/contracts/accounts';

/** Customer calls sit at the API root, provider calls under /provider. */
export const accountRoles: ReadonlyArray<{ role: MarketplaceAccountType; prefix: string }> = [
  { role: 'user', prefix: '' },
  { role: 'provider', prefix: '/provider' },
];
