// The translations of namespaces that only pages loaded later show (the provider's credentials and HMRC
// pages). In a module of their own, so how to load them travels with those pages' chunks and not with a
// module's first route, as it would in translations.ts beside the namespaces every first route needs.
import { pseudo } from './pseudo-loader';
import type { Translations } from './translations';

export const providerCredentialsTranslations: Translations = {
  file: 'provider-credentials',
  load: {
    'en-GB': () => import('./locales/en-GB/provider-credentials.json'),
    'pl-PL': () => import('./locales/pl-PL/provider-credentials.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider-credentials.json')),
  },
};

export const providerTaxTranslations: Translations = {
  file: 'provider-tax',
  load: {
    'en-GB': () => import('./locales/en-GB/provider-tax.json'),
    'pl-PL': () => import('./locales/pl-PL/provider-tax.json'),
    'en-XA': pseudo(() => import('./locales/en-GB/provider-tax.json')),
  },
};
