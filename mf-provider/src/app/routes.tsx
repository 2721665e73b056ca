// Which screen each route of the descriptor shows. Every screen is its own chunk, so the first route
// loads only what it needs. Every screen shows the provider profile, so each prefetches it as it opens.
// The texts and styles that only the screens other than the dashboard show come with them
// (provider-pages.json, styles/page-styles.ts).
import { lazyTexts } from '@callout/i18n/lazy-texts';
import { providerPagesTranslations } from '@callout/i18n/translations';
import { addStyles } from '@callout/module-kit/define-module';
import { browserQueryClient } from '@callout/query';
import { type ModulePage, modulePage, preloadPageAt as preloadModulePageAt } from '@callout/ui/module-page';
import type { ComponentType } from 'react';
import { providerProfileQuery } from '../api/get-provider-profile';
import type { ModulePath } from './descriptor';

const withProfile = (load: Parameters<typeof modulePage>[0]): ModulePage =>
  modulePage(load, () => void browserQueryClient().prefetchQuery(providerProfileQuery()));

const withTexts = lazyTexts('provider', providerPagesTranslations);

const loadPageStyles = () =>
  import('../styles/page-styles').then(({ pageStyles }) => addStyles('mf-provider-page-styles', pageStyles));

/** A screen's code once its texts are loaded and its styles (styles/page-styles.ts) are on the page. */
const withPageTexts = <T,>(code: Promise<T>): Promise<T> =>
  Promise.all([withTexts(code), loadPageStyles()]).then(([loaded]) => loaded);

// The credentials and HMRC pages' own texts are named in small chunks of their own (credential-texts.ts, tax-texts.ts), so the
// module's first route does not carry how to load them.
type WithTexts = { default: <T>(code: Promise<T>) => Promise<T> };
function withOwnTexts<T>(texts: Promise<WithTexts>, code: Promise<T>): Promise<T> {
  return texts.then(({ default: withTexts }) => withTexts(code));
}

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
  '/provider/series': pageWithTexts(() => import('../features/series/components/series-page')),
  '/provider/earnings': pageWithTexts(() => import('../features/earnings/components/earnings-page')),
  '/provider/settings': pageWithTexts(() => import('../features/settings/components/settings-page')),
  '/provider/credentials': pageWithTexts(() =>
    withOwnTexts(
      import('../features/credentials/credential-texts'),
      import('../features/credentials/components/credentials-page'),
    ),
  ),
  // Both pages of the details for HMRC are one chunk: a provider who opens one mostly opens the other.
  '/provider/taxdetails': pageWithTexts(() =>
    withOwnTexts(import('../features/tax-details/tax-texts'), import('../features/tax-details/tax-pages')),
  ),
  '/provider/taxstatement': pageWithTexts(() =>
    withOwnTexts(
      import('../features/tax-details/tax-texts'),
      import('../features/tax-details/tax-pages').then((pages) => ({ default: pages.TaxStatementPage })),
    ),
  ),
} satisfies Record<ModulePath, ModulePage>;

export const pageFor = (path: ModulePath): ComponentType => pages[path].Component;

/** Starts loading the code of the screen at `pathname`, if one of this module's routes matches it. */
export const preloadPageAt = (pathname: string): void => preloadModulePageAt(pages, pathname);
