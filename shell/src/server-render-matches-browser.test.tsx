// /help rendered on the server is hydrated in the browser: with the queries it carries, the browser must
// render the very same page at once, without a spinner and without asking the API again.
import { createQueryClient, type DehydratedState, hydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen } from '@testing-library/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { HelpPage } from './features/help/components/help-page';
import { renderPage } from './server-render';
import { faqList, helpCentre } from './test/help-data';
import { answer, fakeApi, renderRoutes } from './test/test-utils';

/** The rendered page's <main>, and the queries it carries, as the browser finds them. */
async function renderedHelp() {
  const html = await renderPage({
    url: '/help',
    config: {},
    manifest: { remotes: [] },
    publicApi: {
      apiBaseUrl,
      fetch: serverFetch({ 'help-center': reply(helpCentre), faqs: reply(faqList) }),
    },
  });
  // React's server renderer leaves the context values of the last part it rendered in place (on a server
  // nothing else renders): rendering nothing after it sets them back, so the browser's render below starts
  // outside the page's router.
  await prerenderToNodeStream(<p />);
  const root = Object.assign(document.createElement('div'), { innerHTML: html ?? '' });
  const queries = JSON.parse(
    root.querySelector(`#${renderedQueriesId}`)?.textContent ?? 'null',
  ) as DehydratedState;
  return { main: root.querySelector('main'), queries };
}

const serveBrowser = () =>
  fakeApi({
    'GET /api/help-center': () => answer(helpCentre),
    'GET /api/faqs': () => answer(faqList),
  });

const routes = [{ path: '/help', element: <HelpPage /> }];

describe('/help rendered on the server', () => {
  it('is the page the browser renders once loaded', async () => {
    const { main } = await renderedHelp();
    serveBrowser();
    const { container } = renderRoutes(routes, '/help');
    await screen.findByText('Can I cancel?');

    expect(main).not.toBeNull();
    expect(comparableMarkup(main ?? '')).toBe(comparableMarkup(container));
  });

  it('hydrates the browser with its queries, which then shows the page at once without a request', async () => {
    const { main, queries } = await renderedHelp();
    const api = serveBrowser();
    // The browser's own client (browserQueryClient), whose data stays fresh a while after it was fetched.
    const client = createQueryClient();
    hydrate(client, queries);
    const { container } = renderRoutes(routes, '/help', client);

    expect(screen.getByRole('heading', { name: 'Payments and holds' })).toBeTruthy();
    expect(screen.getByText('Can I cancel?')).toBeTruthy();
    expect(container.querySelector('.spinner')).toBeNull();
    expect(comparableMarkup(main ?? '')).toBe(comparableMarkup(container));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toEqual([]);
  });
});
