// Which screen each route of the descriptor shows. Every screen is its own chunk, so the first route
// loads only what it needs. Every screen shows the provider profile, so each prefetches it as it opens.
// The texts that only the screens other than the dashboard show come with them (provider-pages.json).
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { providerCredentialsTranslations, providerPagesTranslations } from '@callout/i18n/translations';
import { browserQueryClient } from '@callout/query';
import { type ModulePage, modulePage, preloadPageAt as preloadModulePageAt } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import { providerProfileQuery } from '../api/get-provider-profile';
import type { ModulePath } from './descriptor';

const withProfile = (load: Parameters<typeof modulePage>[0]): ModulePage =>
  modulePage(load, () => void browserQueryClient().prefetchQuery(providerProfileQuery()));

const withPageTexts = lazyTexts(
  'provider',
  () => import('@callout/i18n/locales/en-GB/provider-pages.json'),
  providerPagesTranslations,
);

// The credentials page's own texts, beside the pages' texts its frame and lists use.
const withCredentialTexts = lazyTexts(
  'provider',
  () => import('@callout/i18n/locales/en-GB/provider-credentials.json'),
  providerCredentialsTranslations,
);

/** A screen other than the dashboard: its code with its texts, and the profile. */
const pageWithTexts = (load: Parameters<typeof modulePage>[0]): ModulePage =>
  withProfile(() => withPageTexts(load()));

const pages = {
  '/provider': withProfile(() => import('./pages/dashboard-page')),
  '/provider/profile': pageWithTexts(() => import('./pages/profile-page')),
  '/provider/services': pageWithTexts(() => import('../features/services/components/services-page')),
  '/provider/verification': pageWithTexts(
    () => import('../features/verification/components/verification-page'),
  ),
  '/provider/requests': pageWithTexts(() => import('../features/requests/components/requests-page')),
  '/provider/schedules': pageWithTexts(() => import('../features/schedule/components/schedules-page')),
  '/provider/earnings': pageWithTexts(() => import('../features/earnings/components/earnings-page')),
  '/provider/settings': pageWithTexts(() => import('../features/settings/components/settings-page')),
  '/provider/credentials': pageWithTexts(() =>
    withCredentialTexts(import('../features/credentials/components/credentials-page')),
  ),
} satisfies Record<ModulePath, ModulePage>;

export const pageFor = (path: ModulePath): ComponentType => pages[path].Component;

/** Starts loading the code of the screen at `pathname`, if one of this module's routes matches it. */
export const preloadPageAt = (pathname: string): void => preloadModulePageAt(pages, pathname);
