// A booking step rendered on the server is swapped for the step the browser renders once it has read the
// draft from IndexedDB: from the same draft and the rendered queries, both must be the same markup, and the
// browser must show it without asking again.
import { pageDraftCookie } from '@callout/contracts/page-rendering';
import 'fake-indexeddb/auto';
import type { RequestDraft } from '@callout/contracts/booking';
import { createQueryClient, type DehydratedState, hydrate } from '@callout/query';
import { renderedQueriesId } from '@callout/query/server';
import { comparableMarkup } from '@callout/ui/comparable-markup';
import { apiBaseUrl, okReply, serverFetch } from '@callout/ui/testing/server-fetch';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import CategoryPage from '../features/catalog/components/category-page';
import ChooseServicePage from '../features/catalog/components/choose-service-page';
import SpecificsPage from '../features/catalog/components/specifics-page';
import LocationPage from '../features/location/components/location-page';
import NegotiatePage from '../features/negotiate/components/negotiate-page';
import ProvidersPage from '../features/providers/components/providers-page';
import { amaraNearby, deepCleanProduct } from '../testing/catalog-data';
import { draftAt, storeDraft, tomorrow } from '../testing/drafts';
import { fakeApi, renderRoutes } from '../testing/test-utils';
import { renderPage } from './server-render';

function renderedQueries(html: string): DehydratedState {
  const page = Object.assign(document.createElement('div'), { innerHTML: html });
  return JSON.parse(page.querySelector(`#${renderedQueriesId}`)?.textContent ?? 'null') as DehydratedState;
}

const product = deepCleanProduct;
const provider = amaraNearby;

// Each: the step, the draft it is opened with, its API call as the server names it, the data, and a text
// the step shows once ready.
const steps: [
  string,
  ReactElement,
  RequestDraft,
  string | null,
  unknown,
  string,
  Record<string, unknown>?,
][] = [
  ['/service/location', <LocationPage />, draftAt.category(), null, null, 'House number and street'],
  [
    '/service/category',
    <CategoryPage />,
    draftAt.category(),
    'categories?search=',
    [{ Category: 'Plumbing', Description: 'Leaks and fittings', imgLink: '' }],
    'Leaks and fittings',
  ],
  [
    '/service/specifics',
    <SpecificsPage />,
    draftAt.specifics(),
    'specifics',
    [{ Specifics: 'Office', Description: 'Workplaces', imgLink: '' }],
    'Workplaces',
  ],
  ['/service/choose', <ChooseServicePage />, draftAt.choose(), 'products', [product], 'Inside appliances'],
  [
    '/service/providers',
    <ProvidersPage />,
    { ...draftAt.negotiate('p1'), Hours: '3' },
    'activeproviders',
    [provider],
    'Ten years of deep cleans',
    // The provider in the draft is listed: their free windows that day, for the hours of a PER HOUR
    // service, come with the page.
    {
      products: [{ ...product, PayRate: 'PER HOUR' }],
      [`arrivalwindows?provider=p1&prodid=7&date=${tomorrow()}&hours=3`]: [
        { Start: '09:00', End: '11:00', From: '', Until: '' },
      ],
    },
  ],
];

describe("mf-booking's rendered booking steps", () => {
  for (const [url, element, draft, served, data, text, more = {}] of steps) {
    it(`render ${url} as the browser renders it from the stored draft and the rendered queries`, async () => {
      const extra = Object.fromEntries(Object.entries(more).map(([path, reply]) => [path, okReply(reply)]));
      const fetch = serverFetch(served === null ? extra : { [served]: okReply(data), ...extra });
      const draftCookie = encodeURIComponent(JSON.stringify(draft));
      const rendered = await renderPage({
        url,
        config: {},
        apiBaseUrl,
        fetch,
        cookies: { [pageDraftCookie]: draftCookie },
      });
      // The browser's client: what it hydrates stays fresh while the app reads the draft and takes over.
      const client = createQueryClient();
      hydrate(client, renderedQueries(rendered?.html ?? ''));

      await storeDraft(draft);
      const api = fakeApi({});
      const { container } = renderRoutes([{ path: url, element }], url, client);
      await screen.findAllByText(text);

      expect(rendered).not.toBeNull();
      expect(comparableMarkup(rendered?.html ?? '')).toBe(comparableMarkup(container));
      expect(api.calls).toEqual([]);
    });
  }
});

describe("mf-booking's rendered negotiation", () => {
  /** The page the server draws from `draft`, and the browser's client holding the queries it rendered. */
  async function drawn(draft: RequestDraft, served: Parameters<typeof serverFetch>[0]) {
    const rendered = await renderPage({
      url: '/service/negotiate',
      config: {},
      apiBaseUrl,
      fetch: serverFetch(served),
      cookies: { [pageDraftCookie]: encodeURIComponent(JSON.stringify(draft)) },
    });
    const client = createQueryClient();
    hydrate(client, renderedQueries(rendered?.html ?? ''));
    await storeDraft(draft);
    return { html: rendered?.html ?? '', client };
  }
  const never = () => new Promise<Response>(() => undefined);

  it('renders a request for a picked window being sent as the browser shows it while it sends', async () => {
    const draft = { ...draftAt.negotiate('p1'), Window: '09:00' };
    const { html, client } = await drawn(draft, {});
    const api = fakeApi({ 'POST /api/requestservice': never });
    const { container } = renderRoutes(
      [{ path: '/service/negotiate', element: <NegotiatePage /> }],
      '/service/negotiate',
      client,
    );
    await screen.findByText('Sending your request…');
    expect(comparableMarkup(html)).toBe(comparableMarkup(container));
    expect(api.callsTo('requestservice')).toHaveLength(1);
  });

  it('renders a published job with its bids as the browser shows it, without asking for the bids again', async () => {
    const draft = { ...draftAt.negotiate(), Order: 'ORD-1' };
    const { html, client } = await drawn(draft, { 'findbids?orderid=ORD-1': okReply([provider]) });
    const api = fakeApi({ 'POST /api/loadexistingreq': never });
    const { container } = renderRoutes(
      [{ path: '/service/negotiate', element: <NegotiatePage /> }],
      '/service/negotiate',
      client,
    );
    await screen.findByText('Ten years of deep cleans');
    expect(comparableMarkup(html)).toBe(comparableMarkup(container));
    expect(api.callsTo('findbids')).toEqual([]);
  });
});
