// The server's rendering of a page is swapped for the page the browser renders: with the same data, both
// must be the same markup, or the swap shows; and the browser, hydrated from the rendered queries, must show
// it without asking again.
import 'fake-indexeddb/auto';
import { createQueryClient, type DehydratedState, hydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it, vi } from 'vitest';
import { firstViews } from '../test/rendered-data';
import { fakeApi, renderAt } from '../test/test-utils';
import { descriptor } from './descriptor';
import { pageFor } from './routes';
import { renderPage } from './server-render';

/** The queries a rendered page carries, as the shell reads them from its script element. */
function renderedQueries(html: string): DehydratedState {
  const page = Object.assign(document.createElement('div'), { innerHTML: html });
  return JSON.parse(page.querySelector(`#${renderedQueriesId}`)?.textContent ?? 'null') as DehydratedState;
}

/** The route of the descriptor an address of `firstViews` stands for. */
const routeOf = (url: string) =>
  descriptor.routes.findLast((route) => new RegExp(`^${route.path.replace(/:\w+/, '[^/]+')}$`).test(url));

describe("mf-ops's rendered pages", () => {
  it.each(Object.keys(firstViews) as (keyof typeof firstViews)[])(
    'render %s as the browser renders it from the rendered queries, without a request',
    async (url) => {
      const replies = Object.entries(firstViews[url]).map(([path, data]) => [path, okReply(data)]);
      const fetch = serverFetch(Object.fromEntries(replies));
      const rendered = await renderPage({ url, config: {}, apiBaseUrl, fetch });
      expect(rendered).not.toBeNull();
      // The app's own client: what it hydrates is fresh for a while, so the page does not ask again at once.
      const client = createQueryClient();
      hydrate(client, renderedQueries(rendered?.html ?? ''));

      const api = fakeApi({});
      const route = routeOf(url);
      if (!route) throw new Error(`no route for ${url}`);
      const Page = pageFor(route.path);
      const { container, findByRole } = renderAt(route.path, url, <Page />, client);
      await findByRole('heading', { level: 1 });

      // The probe of where the router is belongs to the test, not to the page.
      const page = container.cloneNode(true) as Element;
      page.querySelector('[data-testid="location"]')?.remove();
      expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(page));
      // A chat is asked for again as it opens (chatQueryOptions: never fresh), once its panel has subscribed;
      // nothing else is.
      const chat = url.startsWith('/ops/support/')
        ? [`/api${url.replace('/ops/support', '/operator/cases')}`]
        : [];
      await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(chat));
    },
  );
});
