// Each namespace's texts in the languages other than English, loaded only by a page that shows one of them.
// One export per namespace, so a build carries (as chunks of their own) only the translations of the
// namespaces it uses.

type Texts = { default: Record<string, unknown> };

/**
 * The pseudo-locale's texts of a file: made from its English as they load (pseudo-locale.ts), in chunks of
 * their own, so a page that does not show the pseudo-locale loads neither them nor the code making them.
 */
const pseudo =
  (english: () => Promise<Texts>): (() => Promise<Texts>) =>
  () =>
    Promise.all([english(), import('./pseudo-locale')]).then(([{ default: texts }, { pseudoTexts }]) => ({
      default: pseudoTexts(texts),
    }));
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
    'pl-PL': () => import('./locales/pl-PL/common.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/common.json')),
  },
};
export const shellTranslations: Translations = {
  file: 'shell',
  load: {
    'pl-PL': () => import('./locales/pl-PL/shell.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/shell.json')),
  },
};
export const shellPagesTranslations: Translations = {
  file: 'shell-pages',
  load: {
    'pl-PL': () => import('./locales/pl-PL/shell-pages.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/shell-pages.json')),
  },
};
export const pwaTranslations: Translations = {
  file: 'pwa',
  load: {
    'pl-PL': () => import('./locales/pl-PL/pwa.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/pwa.json')),
  },
};
export const bookingTranslations: Translations = {
  file: 'booking',
  load: {
    'pl-PL': () => import('./locales/pl-PL/booking.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/booking.json')),
  },
};
export const bookingPagesTranslations: Translations = {
  file: 'booking-pages',
  load: {
    'pl-PL': () => import('./locales/pl-PL/booking-pages.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/booking-pages.json')),
  },
};
export const ordersTranslations: Translations = {
  file: 'orders',
  load: {
    'pl-PL': () => import('./locales/pl-PL/orders.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/orders.json')),
  },
};
export const providerCredentialsTranslations: Translations = {
  file: 'provider-credentials',
  load: {
    'pl-PL': () => import('./locales/pl-PL/provider-credentials.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider-credentials.json')),
  },
};
export const orderDisputesTranslations: Translations = {
  file: 'order-disputes',
  load: { 'pl-PL': () => import('./locales/pl-PL/order-disputes.json') },
};
export const providerTranslations: Translations = {
  file: 'provider',
  load: {
    'pl-PL': () => import('./locales/pl-PL/provider.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider.json')),
  },
};
export const providerPagesTranslations: Translations = {
  file: 'provider-pages',
  load: {
    'pl-PL': () => import('./locales/pl-PL/provider-pages.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider-pages.json')),
  },
};
export const supportTranslations: Translations = {
  file: 'support',
  load: {
    'pl-PL': () => import('./locales/pl-PL/support.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/support.json')),
  },
};
export const opsTranslations: Translations = {
  file: 'ops',
  load: {
    'pl-PL': () => import('./locales/pl-PL/ops.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/ops.json')),
  },
};
