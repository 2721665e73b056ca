// Each namespace's texts in the languages other than English, loaded only by a page that shows one of them.
// One export per namespace, so a build carries (as chunks of their own) only the translations of the
// namespaces it uses.

type Texts = { default: Record<string, unknown> };
/**
 * The texts of one file of a namespace (`file`, its name in every locale folder) by language; English is
 * never here (it is added with the namespace).
 */
export type Translations = {
  readonly file: string;
  /** By language tag (`pl-PL`, as @callout/contracts/languages lists them). */
  readonly load: Readonly<Record<string, () => Promise<Texts>>>;
};

export const commonTranslations: Translations = {
  file: 'common',
  load: { 'pl-PL': () => import('./locales/pl-PL/common.json') },
};
export const shellTranslations: Translations = {
  file: 'shell',
  load: { 'pl-PL': () => import('./locales/pl-PL/shell.json') },
};
export const shellPagesTranslations: Translations = {
  file: 'shell-pages',
  load: { 'pl-PL': () => import('./locales/pl-PL/shell-pages.json') },
};
export const pwaTranslations: Translations = {
  file: 'pwa',
  load: { 'pl-PL': () => import('./locales/pl-PL/pwa.json') },
};
export const bookingTranslations: Translations = {
  file: 'booking',
  load: { 'pl-PL': () => import('./locales/pl-PL/booking.json') },
};
export const bookingPagesTranslations: Translations = {
  file: 'booking-pages',
  load: { 'pl-PL': () => import('./locales/pl-PL/booking-pages.json') },
};
export const ordersTranslations: Translations = {
  file: 'orders',
  load: { 'pl-PL': () => import('./locales/pl-PL/orders.json') },
};
export const orderDisputesTranslations: Translations = {
  file: 'order-disputes',
  load: { 'pl-PL': () => import('./locales/pl-PL/order-disputes.json') },
};
export const providerTranslations: Translations = {
  file: 'provider',
  load: { 'pl-PL': () => import('./locales/pl-PL/provider.json') },
};
export const providerPagesTranslations: Translations = {
  file: 'provider-pages',
  load: { 'pl-PL': () => import('./locales/pl-PL/provider-pages.json') },
};
export const supportTranslations: Translations = {
  file: 'support',
  load: { 'pl-PL': () => import('./locales/pl-PL/support.json') },
};
export const opsTranslations: Translations = {
  file: 'ops',
  load: { 'pl-PL': () => import('./locales/pl-PL/ops.json') },
};
