// This module's page renderer: the server draws a signed-in account's orders, an order and a receipt with
// it, so the page paints before any script (contract: @callout/contracts/page-rendering). Built by
// vite.render.config.ts.
import { createApiClient } from '@callout/api-client/client';
import { defaultLanguage, languages, pseudoLocale } from '@callout/contracts/languages';
import type { RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/orders.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { renderIn } from '@callout/i18n/render-language';
import { ordersTranslations, pwaTranslations } from '@callout/i18n/translations';
import {
  renderRoutePage,
  type ServerRenderedRoute,
  type ServerRenderedRoutes,
} from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { type AccountType, paths } from '../config/paths';
import { orderDetailsQueryOptions } from '../features/order-details/api/get-order-details';
import { reschedulesQueryOptions } from '../features/order-reschedule/api/get-reschedules';
import { ordersQueryOptions } from '../features/orders-list/api/get-orders';
import { CustomerOrdersPage, ProviderOrdersPage } from '../features/orders-list/components/orders-page';
import { receiptQueryOptions } from '../features/receipts/api/get-receipt';
import { ReceiptPage } from '../features/receipts/components/receipt-page';
import styles from '../styles/orders.css?inline';
import { descriptor } from './descriptor';
import { CustomerOrderDetailsPage, ProviderOrderDetailsPage } from './order-details-page';

addNamespace(descriptor.namespace, resources, ordersTranslations);
addNamespace('pwa', pwaResources, pwaTranslations); // the review section's outbox words

type Prefetch = ServerRenderedRoute<KyInstance>['prefetch'];

/** The history as it opens: the unfiltered list (the search box starts empty). */
const ordersOf =
  (accountType: AccountType): Prefetch =>
  (client, api) =>
    client.fetchInfiniteQuery(ordersQueryOptions(accountType, '', api));

/**
 * An order's page shows the order at once; the rest (its chat, map, live position) comes later in the
 * browser as well, and is rendered as the browser first shows it: the map's box empty, at its size.
 */
const orderOf =
  (accountType: AccountType): Prefetch =>
  (client, api, { id = '' }) =>
    Promise.all([
      client.fetchQuery(orderDetailsQueryOptions(accountType, id, api)),
      // Its date changes: the proposal waiting for an answer shows with the order (the browser asks again
      // when the server could not say).
      client.prefetchQuery(reschedulesQueryOptions(accountType, id, api)),
    ]);

/** Every screen of the module: each one's first view comes from the queries fetched here. */
const routes: ServerRenderedRoutes<KyInstance> = {
  [paths.user.list.path]: { prefetch: ordersOf('user'), Page: CustomerOrdersPage },
  [paths.provider.list.path]: { prefetch: ordersOf('provider'), Page: ProviderOrdersPage },
  [paths.user.details.path]: { prefetch: orderOf('user'), Page: CustomerOrderDetailsPage },
  [paths.provider.details.path]: { prefetch: orderOf('provider'), Page: ProviderOrderDetailsPage },
  [paths.receipt.path]: {
    prefetch: (client, api, { id = '' }) => client.fetchQuery(receiptQueryOptions(id, api)),
    Page: ReceiptPage,
  },
};

export const renderPage: RenderModulePage = ({ url, apiBaseUrl, fetch, language = defaultLanguage }) =>
  // In the reader's language (the server's choice for the page), with the texts the browser shows.
  renderIn(language, async () => {
    // The given fetch carries the visitor's session: no token of the browser's storage is needed.
    const api = createApiClient(apiBaseUrl, { fetch });
    const html = await renderRoutePage(routes, url, api);
    return html === null ? null : { html, css: styles, language };
  });

/**
 * The languages this renderer renders pages in (the pseudo-locale is the server's to allow): the server leaves
 * a page in any other to the browser.
 */
export const renderLanguages: readonly string[] = [...languages, pseudoLocale];
