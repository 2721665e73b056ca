// This module's page renderer: the server draws a signed-in provider's first page with it, so the page
// paints before any script (contract: @callout/contracts/page-rendering). Built by vite.render.config.ts.

import { createApiClient } from '@callout/api-client/client';
import { defaultLanguage, languages, pseudoLocale } from '@callout/contracts/languages';
import type { RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/provider.json';
import pageResources from '@callout/i18n/locales/en-GB/provider-pages.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { renderIn } from '@callout/i18n/render-language';
import { providerPagesTranslations, providerTranslations, pwaTranslations } from '@callout/i18n/translations';
import { categoriesQuery } from '@callout/module-kit/categories';
import { dataRequestQuery } from '@callout/module-kit/data-request-api';
import { routesOnThisDevice } from '@callout/module-kit/push/known-push-device';
import { notificationSettingsQuery } from '@callout/module-kit/push/notification-settings-api';
import { renderRoutePage, type ServerRenderedRoutes } from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { providerProfileQuery } from '../api/get-provider-profile';
import { paths } from '../config/paths';
import { calendarFeedQuery } from '../features/calendar-feed/api/calendar-feed';
import { ordersChartQuery } from '../features/dashboard/api/get-orders-chart';
import { payoutsQuery } from '../features/earnings/api/get-payouts';
import EarningsPage from '../features/earnings/components/earnings-page';
import { payoutScheduleQuery } from '../features/payouts/api/get-payout-schedule';
import RequestsPage from '../features/requests/components/requests-page';
import { scheduleQuery } from '../features/schedule/api/get-schedule';
import SchedulesPage from '../features/schedule/components/schedules-page';
import { serviceAreaQuery } from '../features/service-area/api/service-area';
import ServicesPage from '../features/services/components/services-page';
import SettingsPage from '../features/settings/components/settings-page';
import { kycDataQuery } from '../features/verification/api/get-kyc-data';
import { kycReviewsQuery } from '../features/verification/api/get-kyc-reviews';
import VerificationPage from '../features/verification/components/verification-page';
import { workingHoursQuery } from '../features/working-hours/api/working-hours';
import { moduleStyles } from '../styles/module-styles';
import { pageStyles } from '../styles/page-styles';
import { descriptor } from './descriptor';
import DashboardPage from './pages/dashboard-page';
import ProfilePage from './pages/profile-page';

addNamespace(descriptor.namespace, resources, providerTranslations);
// The browser loads these with the screens other than the dashboard (app/routes.tsx); here they are at hand.
addNamespace(descriptor.namespace, pageResources, providerPagesTranslations);
// The shell's in the browser: the profile's storage panel speaks the offline words.
addNamespace('pwa', pwaResources, pwaTranslations);

/** Only screens whose whole first view comes from queries fetched here; the browser renders the others. */
const routes: ServerRenderedRoutes<KyInstance> = {
  [paths.home.path]: {
    prefetch: async (client, api) => {
      const profile = await client.fetchQuery(providerProfileQuery(api));
      // The dashboard shows (and asks for) the monthly chart only once the provider is KYC-verified.
      if (profile.isKYCVerified) await client.fetchQuery(ordersChartQuery(api));
    },
    Page: DashboardPage,
  },
  [paths.profile.path]: {
    // The bio's draft on the device replaces the profile's bio only after the first render, in the browser
    // too; the device's theme and storage likewise: all of it starts as drawn here.
    prefetch: (client, api) =>
      Promise.all([
        client.fetchQuery(providerProfileQuery(api)),
        client.fetchQuery(payoutScheduleQuery(api)),
      ]),
    Page: ProfilePage,
  },
  [paths.services.path]: {
    // The New Requests flow opens on the category list. Its query retries without end in the browser (the
    // spec's lists never give up); here a failure leaves the page to the browser at once.
    prefetch: (client, api) => client.fetchQuery({ ...categoriesQuery('', api), retry: false }),
    Page: ServicesPage,
  },
  [paths.schedules.path]: {
    // A change still waiting in the device's outbox shows under the form: only the browser knows of one,
    // and the form follows it once the app takes over.
    prefetch: (client, api) =>
      Promise.all([
        client.fetchQuery(scheduleQuery(api)),
        client.fetchQuery(workingHoursQuery(api)),
        client.fetchQuery(serviceAreaQuery(api)),
      ]),
    Page: SchedulesPage,
  },
  [paths.requests.path]: {
    // Words and a link: nothing to fetch.
    prefetch: async () => undefined,
    Page: RequestsPage,
  },
  [paths.earnings.path]: {
    prefetch: (client, api) => client.fetchInfiniteQuery(payoutsQuery(api)),
    Page: EarningsPage,
  },
  [paths.settings.path]: {
    // What this device can do about pushes only the browser knows: its line holds its place meanwhile.
    prefetch: (client, api) =>
      Promise.all([
        client.fetchQuery(notificationSettingsQuery(api, 'provider')),
        client.fetchQuery(dataRequestQuery(api, 'provider')),
        client.fetchQuery(calendarFeedQuery(api)),
      ]),
    Page: SettingsPage,
  },
  [paths.verification.path]: {
    // A draft of the form on the device fills it only after the first render, in the browser too.
    prefetch: (client, api) =>
      Promise.all([client.fetchQuery(kycDataQuery(api)), client.fetchQuery(kycReviewsQuery(api))]),
    Page: VerificationPage,
  },
};

export const renderPage: RenderModulePage = ({
  url,
  apiBaseUrl,
  fetch,
  cookies,
  language = defaultLanguage,
}) =>
  // In the reader's language (the server's choice for the page), with the texts the browser shows.
  renderIn(language, async () => {
    // The given fetch carries the visitor's session: no token of the browser's storage is needed.
    const api = createApiClient(apiBaseUrl, { fetch });
    // Settings' push line (and the offer card) as this device last knew its pushes, not a held place.
    const html = await renderRoutePage(routesOnThisDevice(routes, cookies), url, api);
    return html === null ? null : { html, css: `${moduleStyles}\n${pageStyles}`, language };
  });

/**
 * The languages this renderer renders pages in (the pseudo-locale is the server's to allow): the server leaves
 * a page in any other to the browser.
 */
export const renderLanguages: readonly string[] = [...languages, pseudoLocale];
