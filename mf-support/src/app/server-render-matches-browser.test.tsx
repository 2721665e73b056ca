// The server's rendering of a page is swapped for the page the browser renders: with the same data, both
// must be the same markup, or the swap shows; and the browser, hydrated from the rendered queries, must show
// it at once, without a spinner.
import 'fake-indexeddb/auto';
import { type DehydratedState, hydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { createTestQueryClient } from '@callout/query/testing';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SupportCasesPage } from '../features/support-cases/components/support-cases-page';
import { SupportChatPage } from '../features/support-chat/components/support-chat-page';
import { supportCases, supportChat } from '../test/support-data';
import { answer, fakeApi, renderRoutes } from '../test/test-utils';
import { renderPage } from './server-render';

/** The queries a rendered page carries, as the shell reads them from its script element. */
function renderedQueries(html: string): DehydratedState {
  const page = Object.assign(document.createElement('div'), { innerHTML: html });
  return JSON.parse(page.querySelector(`#${renderedQueriesId}`)?.textContent ?? 'null') as DehydratedState;
}

const serverRendering = (url: string) =>
  renderPage({
    url,
    config: {},
    apiBaseUrl,
    fetch: serverFetch({
      loadsupportcases: okReply(supportCases),
      'provider/loadchats': reply({ ...supportChat, userid: 'PRO-1' }),
    }),
  });

const serveBrowser = () =>
  fakeApi({
    'POST /api/loadsupportcases': () => answer({ success: true, message: 'ok', data: supportCases }),
    'POST /api/provider/loadchats': () => answer({ ...supportChat, userid: 'PRO-1' }),
  });

const renderInBrowser = (path: string, url: string, page: ReactNode, rendered?: string) => {
  const client = createTestQueryClient();
  if (rendered !== undefined) hydrate(client, renderedQueries(rendered));
  return renderRoutes([{ path, element: page }], url, client);
};

/** The customer's cases in the browser, hydrated from `rendered` when given. */
const renderCasesInBrowser = (rendered?: string) =>
  renderInBrowser('/support', '/support', <SupportCasesPage accountType="user" />, rendered);

const chatUrl = '/provider/chat/CS-OPEN0001';
/** The provider's chat of the rendered case in the browser, hydrated from `rendered` when given. */
const renderChatInBrowser = (rendered?: string) =>
  renderInBrowser('/provider/chat/:id', chatUrl, <SupportChatPage accountType="provider" />, rendered);

describe("mf-support's rendered pages", () => {
  it('render the cases as the browser renders them once loaded', async () => {
    const rendered = await serverRendering('/support');
    serveBrowser();
    const { container } = renderCasesInBrowser();
    await screen.findByRole('link', { name: 'Refund for a cancelled job' });

    expect(rendered).not.toBeNull();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
  });

  it('hydrate the browser with the cases, which it then shows at once without a request', async () => {
    const rendered = await serverRendering('/support');
    const api = serveBrowser();
    const { container } = renderCasesInBrowser(rendered?.html);

    expect(screen.getByRole('link', { name: 'Refund for a cancelled job' })).toBeTruthy();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
    expect(api.calls).toEqual([]);
  });

  it("render a case's chat as the browser renders it once loaded", async () => {
    const rendered = await serverRendering(chatUrl);
    serveBrowser();
    const { container } = renderChatInBrowser();
    await screen.findByText('My card was charged twice');

    expect(rendered).not.toBeNull();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
  });

  it('hydrate the browser with the chat, which it then shows at once with its composer', async () => {
    const rendered = await serverRendering(chatUrl);
    serveBrowser();
    const { container } = renderChatInBrowser(rendered?.html);

    expect(screen.getByText('My card was charged twice')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeTruthy();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
  });
});
