// @vitest-environment node
// The booking steps as the server renders them: from the draft cookie, in Node, with no IndexedDB.

import type { RequestDraft } from '@callout/contracts/booking';
import { pageDraftCookie } from '@callout/contracts/page-rendering';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it } from 'vitest';
import { amaraNearby, deepCleanProduct } from '../testing/catalog-data';
import { draftAt } from '../testing/drafts';
import { renderPage } from './server-render';

const cookieOf = (draft: RequestDraft) => encodeURIComponent(JSON.stringify(draft));

const catalogue = {
  'categories?search=': okReply([
    { Category: 'Cleaning', Description: 'Homes and offices', imgLink: '/img/c.png' },
    { Category: 'Plumbing', Description: 'Leaks and fittings', imgLink: '/img/p.png' },
  ]),
  specifics: okReply([
    { Specifics: 'Domestic', Description: 'Home cleaning', imgLink: '' },
    { Specifics: 'Office', Description: 'Workplaces', imgLink: '' },
  ]),
  products: okReply([deepCleanProduct]),
  activeproviders: okReply([amaraNearby]),
};

const draw = (
  url: string,
  draft: RequestDraft | string | undefined,
  replies: Parameters<typeof serverFetch>[0] = catalogue,
) => {
  const fetch = serverFetch(replies);
  const draftCookie = typeof draft === 'object' ? cookieOf(draft) : draft;
  const cookies: Record<string, string> = draftCookie ? { [pageDraftCookie]: draftCookie } : {};
  const page = renderPage({ url, config: {}, apiBaseUrl, fetch, cookies });
  return { fetch, page: page.then((drawn) => drawn?.html ?? null) };
};

/** Each step, the draft complete for it, and what it shows once its data is in. */
const steps: [string, RequestDraft, string[]][] = [
  [
    '/service/location',
    draftAt.category(),
    ['Tell us your location', 'value="SW1A 1AA, Westminster, London"'],
  ],
  ['/service/category', draftAt.category(), ['Choose a category', 'Plumbing', 'Leaks and fittings']],
  ['/service/specifics', draftAt.specifics(), ['<dd>Cleaning</dd>', 'Office', 'Workplaces']],
  ['/service/choose', draftAt.choose(), ['Choose a service', 'Deep clean', '£120.00 to £320.00 per job']],
  ['/service/providers', draftAt.negotiate('p1'), ['Amara Okafor', 'Ten years of deep cleans']],
];

describe("mf-booking's rendered booking steps", () => {
  it.each(steps)(
    'draws %s from the draft cookie with its data, and no spinner',
    async (url, draft, texts) => {
      const { page } = draw(url, draft);
      const html = (await page) ?? '';
      expect(html).toContain(`<div class="bk-layout" data-module="mf-booking" data-path="${url}"`);
      for (const text of texts) expect(html).toContain(text);
      // The draft so far, beside the step.
      expect(html).toContain('Westminster, London');
      expect(html).not.toContain('spinner');
    },
  );

  it('asks the API once for what the step shows', async () => {
    const { fetch, page } = draw('/service/choose', draftAt.choose());
    await page;
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0]?.[0] as Request).url).toBe(`${apiBaseUrl}products`);
  });

  it('draws the providers step asking for a date when the draft has none yet, asking the API nothing', async () => {
    const { fetch, page } = draw('/service/providers', draftAt.providers());
    const html = (await page) ?? '';
    expect(html).toContain('Choose a date to see the providers available that day.');
    expect(html).not.toContain('Amara');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws no step without a draft cookie, or with one that is no draft', async () => {
    const notDrafts = [
      undefined,
      '',
      '%7B',
      'not json',
      cookieOf({ ZipCode: 42 } as never),
      '%5B%5D',
      'null',
    ];
    for (const [url] of steps) {
      for (const cookie of notDrafts) {
        const { page, fetch } = draw(url, cookie);
        expect(await page, `${url} ${cookie}`).toBeNull();
        expect(fetch).not.toHaveBeenCalled();
      }
    }
  });

  it('draws no step the draft is not complete enough for: the browser sends the customer back', async () => {
    const incomplete: [string, RequestDraft][] = [
      ['/service/category', { ZipCode: 'SW1A 1AA' }],
      ['/service/specifics', draftAt.category()],
      ['/service/choose', draftAt.specifics()],
      ['/service/providers', draftAt.choose()],
      ['/service/providers', { ...draftAt.providers(), ProdId: undefined }],
    ];
    for (const [url, draft] of incomplete) {
      const { page, fetch } = draw(url, draft);
      expect(await page, url).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('draws the negotiation sending the request, without making the order: the browser sends it', async () => {
    const { page, fetch } = draw('/service/negotiate', draftAt.negotiate('p1'));
    const html = (await page) ?? '';
    expect(html).toContain('data-path="/service/negotiate"');
    expect(html).toContain('Sending your request…');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws a published job with the bids so far, and no wait once a bid is there', async () => {
    const published = { ...draftAt.negotiate(), Order: 'ORD-1' };
    const { page, fetch } = draw('/service/negotiate', published, {
      'findbids?orderid=ORD-1': okReply([amaraNearby]),
    });
    const html = (await page) ?? '';
    expect(html).toContain('Amara Okafor');
    expect(html).toContain('Choose a provider below, or wait for more bids.');
    expect(html).not.toContain('spinner');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('draws a published job without bids yet with its wait, the spinner the page’s own state', async () => {
    const published = { ...draftAt.negotiate(), Order: 'ORD-1' };
    const { page } = draw('/service/negotiate', published, { 'findbids?orderid=ORD-1': okReply([]) });
    const html = (await page) ?? '';
    expect(html).toContain('Please wait while we find providers for your job');
    expect(html).toContain('class="spinner spinner--ongoing"');
    expect(html).not.toMatch(/class="spinner"/);
  });

  it('draws the engaged provider’s panel with the box the map will fill, asking the API nothing', async () => {
    const engaged = { ...draftAt.negotiate('p1'), Order: 'ORD-1' };
    const { page, fetch } = draw('/service/negotiate', engaged);
    const html = (await page) ?? '';
    expect(html).toContain('class="bk-map bk-map--empty"');
    expect(html).toContain('Loading the map…');
    expect(html).toContain('>Publish Job<');
    expect(html).not.toContain('spinner');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a published job whose bids cannot be had to the browser', async () => {
    const published = { ...draftAt.negotiate(), Order: 'ORD-1' };
    const failing = { 'findbids?orderid=ORD-1': reply({}, 500) };
    expect(await draw('/service/negotiate', published, failing).page).toBeNull();
  });

  it('leaves a category with nothing to choose to the browser, which records NONE and moves on', async () => {
    const onlyNone = {
      ...catalogue,
      specifics: okReply([{ Specifics: 'NONE', Description: '', imgLink: '' }]),
    };
    expect(await draw('/service/specifics', draftAt.specifics(), onlyNone).page).toBeNull();
  });

  it('draws nothing when the session has expired or the API fails', async () => {
    for (const failure of [reply({ success: false, message: 'Unauthorized' }, 401), reply({}, 500)]) {
      const failing = Object.fromEntries(Object.keys(catalogue).map((path) => [path, failure]));
      for (const [url, draft] of steps.slice(1)) {
        expect(await draw(url, draft, failing).page, url).toBeNull();
      }
    }
  });

  it('draws each visitor’s page from their own draft and data, however many are drawn at once', async () => {
    const bob = {
      ...draftAt.choose(),
      ZipCode: 'E1 6AN',
      Address: 'Whitechapel, London',
      Category: 'Plumbing',
    };
    const bobsProducts = okReply([
      {
        Id: '9',
        Product: 'Leak repair',
        Description: 'Under the sink',
        imgLink: '',
        Currency: 'GBP',
        MinPrice: 80,
        MaxPrice: 90,
        PayRate: 'PER JOB',
      },
    ]);
    const [ada, bobs] = await Promise.all([
      draw('/service/choose', draftAt.choose()).page,
      draw('/service/choose', bob, { ...catalogue, products: bobsProducts }).page,
    ]);
    expect(ada).toContain('Deep clean');
    expect(ada).toContain('Westminster, London');
    expect(ada).not.toContain('Leak repair');
    expect(ada).not.toContain('Whitechapel');
    expect(bobs).toContain('Leak repair');
    expect(bobs).toContain('Whitechapel, London');
    expect(bobs).not.toContain('Deep clean');
    expect(bobs).not.toContain('Westminster');
  });
});
