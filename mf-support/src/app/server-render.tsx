// This module's page renderer: the server renders a signed-in customer's or provider's support pages with
// it, so they paint before any script (contract: @callout/contracts/page-rendering). Built by
// vite.render.config.ts.
import { createApiClient } from '@callout/api-client/client';
import { createChatCalls } from '@callout/chat/chat-calls';
import { chatQueryOptions } from '@callout/chat/chat-query';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { defaultLanguage, languages, pseudoLocale } from '@callout/contracts/languages';
import type { RenderModulePage } from '@callout/contracts/page-rendering';
import { addNamespace } from '@callout/i18n/i18n';
import resources from '@callout/i18n/locales/en-GB/support.json';
import { renderIn } from '@callout/i18n/render-language';
import { supportTranslations } from '@callout/i18n/translations';
import { ServerRefusal } from '@callout/module-kit/errors';
import {
  renderRoutePage,
  type ServerRenderedRoute,
  type ServerRenderedRoutes,
} from '@callout/ui/render-page';
import type { KyInstance } from 'ky';
import { type AccountType, paths } from '../config/paths';
import { supportCasesQueryOptions } from '../features/support-cases/api/load-support-cases';
import { SupportCasesPage } from '../features/support-cases/components/support-cases-page';
import { SupportChatPage } from '../features/support-chat/components/support-chat-page';
import { moduleStyles } from '../styles/module-styles';
import { descriptor } from './descriptor';

addNamespace(descriptor.namespace, resources, supportTranslations);

/** The list of cases as it opens, before any search (cases opened offline are the browser's to add). */
const casesPage = (accountType: AccountType): ServerRenderedRoute<KyInstance> => ({
  prefetch: (client, api) => client.fetchInfiniteQuery(supportCasesQueryOptions(accountType, '', api)),
  Page: () => <SupportCasesPage accountType={accountType} />,
});

/**
 * A case's chat as loaded, with its composer; the browser starts the live stream and the polling. A chat
 * the server refuses (no such case, or not this account's) is left to the browser, which says so.
 */
const chatPage = (accountType: AccountType): ServerRenderedRoute<KyInstance> => ({
  prefetch: async (client, api, { id = '' }) => {
    const calls = createChatCalls(api, accountType);
    const chat = await client.fetchQuery(chatQueryOptions(calls, 'SUPPORT', id, pollIntervalsMs.chat));
    if (!chat.success) throw new ServerRefusal(chat.message);
  },
  Page: () => <SupportChatPage accountType={accountType} />,
});

const routes: ServerRenderedRoutes<KyInstance> = {
  [paths.user.cases.path]: casesPage('user'),
  [paths.user.chat.path]: chatPage('user'),
  [paths.provider.cases.path]: casesPage('provider'),
  [paths.provider.chat.path]: chatPage('provider'),
};

export const renderPage: RenderModulePage = ({ url, apiBaseUrl, fetch, language = defaultLanguage }) =>
  // In the reader's language (the server's choice for the page), with the texts the browser shows.
  renderIn(language, async () => {
    // The given fetch carries the visitor's session: no token of the browser's storage is needed.
    const api = createApiClient(apiBaseUrl, { fetch });
    const html = await renderRoutePage(routes, url, api);
    return html === null ? null : { html, css: moduleStyles, language };
  });

/**
 * The languages this renderer renders pages in (the pseudo-locale is the server's to allow): the server leaves
 * a page in any other to the browser.
 */
export const renderLanguages: readonly string[] = [...languages, pseudoLocale];
