// This module's page renderer: the server draws an operator's first page of the console with it, so the
// page paints before any script (contract: @callout/contracts/page-rendering). Built by vite.render.config.ts.
import { createApiClient } from '@callout/api-client/client';
import chatStyles from '@callout/chat/chat.css?inline';
import { chatQueryOptions } from '@callout/chat/chat-query';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { defaultLanguage, languages, pseudoLocale } from '@callout/contracts/languages';
import type { RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/ops.json';
import { renderIn } from '@callout/i18n/render-language';
import { opsTranslations } from '@callout/i18n/translations';
import { renderRoutePage, type ServerRenderedRoutes } from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { accountQueryOptions, accountsQueryOptions } from '../features/accounts/api/accounts-api';
import { AccountPage } from '../features/accounts/components/account-page';
import { AccountsPage } from '../features/accounts/components/accounts-page';
import { auditPageQueryOptions } from '../features/audit/api/audit-calls';
import { AuditPage } from '../features/audit/components/audit-page';
import { catalogueQueryOptions } from '../features/catalogue/api/catalogue-calls';
import { CataloguePage } from '../features/catalogue/components/catalogue-page';
import {
  credentialKindsQueryOptions,
  credentialQueueQueryOptions,
  credentialRequirementsQueryOptions,
} from '../features/credentials/api/credentials-api';
import { CredentialsPage } from '../features/credentials/components/credentials-page';
import { disputesQueryOptions } from '../features/disputes/api/disputes-api';
import { DisputesPage } from '../features/disputes/components/disputes-page';
import { HomePage } from '../features/home/components/home-page';
import { orderQueryOptions, ordersQueryOptions } from '../features/orders/api/orders-api';
import { OrderPage } from '../features/orders/components/order-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { promotionsQueryOptions } from '../features/promotions/api/promotion-calls';
import { PromotionsPage } from '../features/promotions/components/promotions-page';
import { kycQueryOptions, servicesQueryOptions } from '../features/reviews/api/reviews-api';
import { ReviewsPage } from '../features/reviews/components/reviews-page';
import { caseQueryOptions, operatorChatCalls } from '../features/support/api/case-detail';
import { caseQueueQueryOptions } from '../features/support/api/case-queue';
import { SupportCasePage } from '../features/support/components/support-case-page';
import { SupportQueuePage } from '../features/support/components/support-queue-page';
import { moduleStyles } from '../styles/module-styles';
import { descriptor } from './descriptor';

addNamespace(descriptor.namespace, resources, opsTranslations);

/**
 * Each screen with the queries of its first view: the filters as the page opens them (every status, no
 * search; the support queue's waiting cases; the reviews' pending ones; the audit's newest page).
 */
const routes: ServerRenderedRoutes<KyInstance> = {
  '/ops': { prefetch: () => Promise.resolve(), Page: HomePage },
  '/ops/support': {
    prefetch: (client, api) => client.fetchInfiniteQuery(caseQueueQueryOptions('open', api)),
    Page: SupportQueuePage,
  },
  '/ops/support/:caseId': {
    prefetch: async (client, api, { caseId = '' }) => {
      const [found, chat] = await Promise.all([
        client.fetchQuery(caseQueryOptions(caseId, api)),
        client.fetchQuery(chatQueryOptions(operatorChatCalls(api), 'SUPPORT', caseId, pollIntervalsMs.chat)),
      ]);
      // A refusal (no such case, a session gone) is the browser's to show, as it always does.
      if (!found.found || !chat.success) throw new Error(found.message || chat.message);
    },
    Page: SupportCasePage,
  },
  '/ops/orders': {
    prefetch: (client, api) => client.fetchInfiniteQuery(ordersQueryOptions('all', '', api)),
    Page: OrdersPage,
  },
  '/ops/orders/:orderId': {
    prefetch: (client, api, { orderId = '' }) => client.fetchQuery(orderQueryOptions(orderId, api)),
    Page: OrderPage,
  },
  '/ops/accounts': {
    prefetch: (client, api) => client.fetchQuery(accountsQueryOptions('all', '', '', api)),
    Page: AccountsPage,
  },
  '/ops/accounts/:accountId': {
    prefetch: (client, api, { accountId = '' }) => client.fetchQuery(accountQueryOptions(accountId, api)),
    Page: AccountPage,
  },
  '/ops/reviews': {
    prefetch: (client, api) =>
      Promise.all([
        client.fetchQuery(kycQueryOptions('pending', api)),
        client.fetchQuery(servicesQueryOptions('pending', api)),
      ]),
    Page: ReviewsPage,
  },
  '/ops/catalogue': {
    prefetch: (client, api) => client.fetchQuery(catalogueQueryOptions(api)),
    Page: CataloguePage,
  },
  '/ops/promotions': {
    prefetch: (client, api) => client.fetchQuery(promotionsQueryOptions(api)),
    Page: PromotionsPage,
  },
  '/ops/credentials': {
    prefetch: (client, api) =>
      Promise.all([
        client.fetchQuery(credentialQueueQueryOptions('pending', api)),
        client.fetchQuery(credentialKindsQueryOptions(api)),
        client.fetchQuery(credentialRequirementsQueryOptions(api)),
        client.fetchQuery(catalogueQueryOptions(api)),
      ]),
    Page: CredentialsPage,
  },
  '/ops/disputes': {
    prefetch: (client, api) => client.fetchQuery(disputesQueryOptions('OPEN', api)),
    Page: DisputesPage,
  },
  '/ops/audit': {
    prefetch: (client, api) =>
      client.fetchQuery(auditPageQueryOptions({ search: '', subject: '', subjectid: '' }, '', api)),
    Page: AuditPage,
  },
};

/**
 * The module's sheet and the chat's: in the browser the chat's comes with the module's code (the remote's
 * entry adds it), which a rendered case page does not wait for.
 */
const renderedStyles = [moduleStyles, chatStyles].join('\n');

export const renderPage: RenderModulePage = ({ url, apiBaseUrl, fetch, language = defaultLanguage }) =>
  // In the reader's language (the server's choice for the page), with the texts the browser shows.
  renderIn(language, async () => {
    // The given fetch carries the visitor's session: no token of the browser's storage is needed.
    const api = createApiClient(apiBaseUrl, { fetch });
    const html = await renderRoutePage(routes, url, api);
    return html === null ? null : { html, css: renderedStyles, language };
  });

/**
 * The languages this renderer renders pages in (the pseudo-locale is the server's to allow): the server leaves
 * a page in any other to the browser.
 */
export const renderLanguages: readonly string[] = [...languages, pseudoLocale];
