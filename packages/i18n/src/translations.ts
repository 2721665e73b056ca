// Each namespace's texts in the languages other than English, loaded only by a page that shows one of them.
// One export per namespace, so a build carries (as chunks of their own) only the translations of the
// namespaces it uses.

import { pseudo, type Texts } from './pseudo-loader';

/**
 * The texts of one file of a namespace (`file`, its name in every locale folder) by language; English is
 * never here (it is added with the namespace).
 */
export type Translations = {
  readonly file: string;
  /**
   * By language tag (`pl-PL`, as @callout/contracts/languages lists them), and the pseudo-locale `en-XA`
   * where it is turned on.
   */
  readonly load: Readonly<Record<string, () => Promise<Texts>>>;
};

export const commonTranslations: Translations = {
  file: 'common',
  load: {
    'en-GB': () => import('./locales/en-GB/common.json'),
    'pl-PL': () => import('./locales/pl-PL/common.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/common.json')),
  },
};
export const shellTranslations: Translations = {
  file: 'shell',
  load: {
    'en-GB': () => import('./locales/en-GB/shell.json'),
    'pl-PL': () => import('./locales/pl-PL/shell.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/shell.json')),
  },
};
export const shellPagesTranslations: Translations = {
  file: 'shell-pages',
  load: {
    'en-GB': () => import('./locales/en-GB/shell-pages.json'),
    'pl-PL': () => import('./locales/pl-PL/shell-pages.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/shell-pages.json')),
  },
};
export const pwaTranslations: Translations = {
  file: 'pwa',
  load: {
    'en-GB': () => import('./locales/en-GB/pwa.json'),
    'pl-PL': () => import('./locales/pl-PL/pwa.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/pwa.json')),
  },
};
export const bookingTranslations: Translations = {
  file: 'booking',
  load: {
    'en-GB': () => import('./locales/en-GB/booking.json'),
    'pl-PL': () => import('./locales/pl-PL/booking.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/booking.json')),
  },
};
export const bookingPagesTranslations: Translations = {
  file: 'booking-pages',
  load: {
    'en-GB': () => import('./locales/en-GB/booking-pages.json'),
    'pl-PL': () => import('./locales/pl-PL/booking-pages.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/booking-pages.json')),
  },
};
export const ordersTranslations: Translations = {
  file: 'orders',
  load: {
    'en-GB': () => import('./locales/en-GB/orders.json'),
    'pl-PL': () => import('./locales/pl-PL/orders.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/orders.json')),
  },
};
export const opsHmrcTranslations: Translations = {
  file: 'ops-hmrc',
  load: {
    'en-GB': () => import('./locales/en-GB/ops-hmrc.json'),
    'pl-PL': () => import('./locales/pl-PL/ops-hmrc.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/ops-hmrc.json')),
  },
};
export const orderDisputesTranslations: Translations = {
  file: 'order-disputes',
  load: {
    'en-GB': () => import('./locales/en-GB/order-disputes.json'),
    'pl-PL': () => import('./locales/pl-PL/order-disputes.json'),
  },
};
export const providerTranslations: Translations = {
  file: 'provider',
  load: {
    'en-GB': () => import('./locales/en-GB/provider.json'),
    'pl-PL': () => import('./locales/pl-PL/provider.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider.json')),
  },
};
export const providerPagesTranslations: Translations = {
  file: 'provider-pages',
  load: {
    'en-GB': () => import('./locales/en-GB/provider-pages.json'),
    'pl-PL': () => import('./locales/pl-PL/provider-pages.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider-pages.json')),
  },
};
export const supportTranslations: Translations = {
  file: 'support',
  load: {
    'en-GB': () => import('./locales/en-GB/support.json'),
    'pl-PL': () => import('./locales/pl-PL/support.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/support.json')),
  },
};
export const opsTranslations: Translations = {
  file: 'ops',
  load: {
    'en-GB': () => import('./locales/en-GB/ops.json'),
    'pl-PL': () => import('./locales/pl-PL/ops.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/ops.json')),
  },
};

/**
 * The words of the contracts' checks, keyed by their English (@callout/module-kit/check-texts): English
 * loads nothing, its words are the contracts' own.
 */
export const checksTranslations: Translations = {
  file: 'checks',
  load: {
    'pl-PL': () => import('./locales/pl-PL/checks.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/checks.json')),
  },
};
