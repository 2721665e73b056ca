// This module's page renderer: the server draws a signed-in customer's first page with it, so the page
// paints before any script (contract: @callout/contracts/page-rendering). Built by vite.render.config.ts.

import { createApiClient } from '@callout/api-client/client';
import { defaultLanguage, languages, pseudoLocale } from '@callout/contracts/languages';
import { pageDraftCookie, type RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/booking.json';
import pageResources from '@callout/i18n/locales/en-GB/booking-pages.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { renderIn } from '@callout/i18n/render-language';
import { bookingPagesTranslations, bookingTranslations, pwaTranslations } from '@callout/i18n/translations';
import { dataRequestQuery } from '@callout/module-kit/data-request-api';
import { routesOnThisDevice } from '@callout/module-kit/push/known-push-device';
import { notificationSettingsQuery } from '@callout/module-kit/push/notification-settings-api';
import { renderRoutePage, type ServerRenderedRoutes } from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { bookingOrderQuery } from '../api/get-booking-order';
import { providerProfileQuery } from '../api/get-provider-profile';
import { paths } from '../config/paths';
import { draftFromCookie } from '../data/draft-cookie';
import { dashboardQuery } from '../features/dashboard/api/get-dashboard';
import DashboardPage from '../features/dashboard/components/dashboard-page';
import { paymentIntentQuery } from '../features/payment/api/get-payment-intent';
import OrderConfirmationPage from '../features/payment/components/order-confirmation-page';
import { PaymentScreen } from '../features/payment/components/payment-screen';
import { StripeCardBox } from '../features/payment/components/stripe-card-box';
import { profileQuery } from '../features/profile/api/get-profile';
import ProfilePage from '../features/profile/components/profile-page';
import { savedLocationsQuery } from '../features/saved/api/get-saved-locations';
import { savedProvidersQuery } from '../features/saved/api/get-saved-providers';
import SavedLocationsPage from '../features/saved/components/saved-locations-page';
import SavedProvidersPage from '../features/saved/components/saved-providers-page';
import SettingsPage from '../features/settings/components/settings-page';
import styles from '../styles/booking.css?inline';
import pageStyles from '../styles/booking-pages.css?inline';
import { descriptor } from './descriptor';
import { stepRoutes } from './server-render-steps';

addNamespace(descriptor.namespace, resources, bookingTranslations);
addNamespace(descriptor.namespace, pageResources, bookingPagesTranslations);
addNamespace('pwa', pwaResources, pwaTranslations);

/** The payment page with the box Stripe's card field will fill: Stripe itself loads in the browser only. */
const RenderedPaymentPage = () => <PaymentScreen StripeForm={StripeCardBox} />;

/**
 * Screens whose whole first view comes from queries fetched here. The booking steps, whose first view is
 * the draft kept on the device, are added per request from the draft cookie (server-render-steps.tsx).
 */
const routes: ServerRenderedRoutes<KyInstance> = {
  [paths.dashboard.path]: {
    prefetch: (client, api) => client.fetchQuery(dashboardQuery(api)),
    Page: DashboardPage,
  },
  [paths.settings.path]: {
    prefetch: (client, api) =>
      Promise.all([
        client.fetchQuery(notificationSettingsQuery(api, 'user')),
        client.fetchQuery(dataRequestQuery(api, 'user')),
      ]),
    Page: SettingsPage,
  },
  [paths.profile.path]: {
    prefetch: (client, api) => client.fetchQuery(profileQuery(api)),
    Page: ProfilePage,
  },
  [paths.editProfile.path]: {
    prefetch: (client, api) => client.fetchQuery(profileQuery(api)),
    Page: ProfilePage,
  },
  [paths.savedLocations.path]: {
    prefetch: (client, api) => client.fetchInfiniteQuery(savedLocationsQuery('', api)),
    Page: SavedLocationsPage,
  },
  [paths.savedProviders.path]: {
    prefetch: (client, api) => client.fetchInfiniteQuery(savedProvidersQuery('', api)),
    Page: SavedProvidersPage,
  },
  [paths.payments.path]: {
    prefetch: async (client, api, { id = '' }) => {
      const reply = await client.fetchQuery(paymentIntentQuery(id, api));
      // Nothing to pay here (not yet, paid already, refused): the browser says so or moves on.
      if (!reply.data?.clientSecret) throw new Error(`No payment to make for order ${id}`);
      // What is paid for, in the first paint too; without it the card form stands alone, as in the browser.
      const order = bookingOrderQuery(id, '', api);
      await client.prefetchQuery(order);
      const provider = client.getQueryData(order.queryKey)?.info.PersonnelID;
      if (provider) await client.prefetchQuery(providerProfileQuery(provider, api));
    },
    Page: RenderedPaymentPage,
  },
  [paths.orderConfirmation.path]: {
    // Its first view is the wait while the browser confirms the payment (a POST only the app makes): no
    // data of the order is shown, so there is nothing to fetch, and nothing of another account's to show.
    prefetch: async () => undefined,
    Page: OrderConfirmationPage,
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
    const draft = draftFromCookie(cookies?.[pageDraftCookie]);
    const pages = draft ? { ...routes, ...stepRoutes(draft) } : routes;
    // Settings' push line (and the offer card) as this device last knew its pushes, not a held place.
    const html = await renderRoutePage(routesOnThisDevice(pages, cookies), url, api);
    return html === null ? null : { html, css: `${styles}\n${pageStyles}`, language };
  });

/**
 * The languages this renderer renders pages in (the pseudo-locale is the server's to allow): the server leaves
 * a page in any other to the browser.
 */
export const renderLanguages: readonly string[] = [...languages, pseudoLocale];
