// @vitest-environment node
// The page renderer as the server runs it: in Node, with no window, storage or IndexedDB.
import { readFileSync } from 'node:fs';
import { apiBaseUrl, okReply, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it } from 'vitest';
import { firstViews } from '../test/rendered-data';
import { renderPage } from './server-render';

const sheet = ['../styles/ops.css', '../styles/ops-people.css', '../../../packages/chat/src/chat.css']
  .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
  .join('\n');

type Replies = Parameters<typeof serverFetch>[0];

const draw = (url: string, replies: Replies) => {
  const fetch = serverFetch(replies);
  return { fetch, page: renderPage({ url, config: {}, apiBaseUrl, fetch }) };
};

/** The API's answers of a page's first view, each a success with its data. */
const answersOf = (url: keyof typeof firstViews): Replies =>
  Object.fromEntries(Object.entries(firstViews[url]).map(([path, data]) => [path, okReply(data)]));

/** Each page, with its heading and something of its data the page shows. */
const shown: [keyof typeof firstViews, string, string][] = [
  ['/ops', 'Operator console', 'href="/ops/support"'],
  ['/ops/support', 'Support queue', 'href="/ops/support/CS-AAAA0001"'],
  ['/ops/support/CS-AAAA0001', 'Case CS-AAAA0001', 'I cannot find the receipt of my last order.'],
  ['/ops/orders', 'Orders', 'href="/ops/orders/ORD-1"'],
  ['/ops/orders/ORD-1', 'Order ORD-1', 'Leak repair'],
  ['/ops/accounts', 'Accounts', 'href="/ops/accounts/CUS-SAM"'],
  ['/ops/accounts/CUS-SAM', 'sam@example.com', 'Where is my receipt?'],
  ['/ops/reviews', 'Provider reviews', 'Standard home clean'],
  ['/ops/catalogue', 'Catalogue', 'Deep clean'],
  ['/ops/promotions', 'Promotions', 'Book a vetted cleaner.'],
  ['/ops/audit', 'Audit log', 'olu@example.com'],
];

describe("mf-ops's page renderer", () => {
  it.each(shown)(
    'draws %s with the operator’s data, as the page shows it once loaded',
    async (url, title, data) => {
      const { page, fetch } = draw(url, answersOf(url));
      const drawn = await page;
      expect(drawn?.html).toMatch(new RegExp(`^<div class="ops" data-module="mf-ops" data-path="${url}"`));
      expect(drawn?.html).toContain(`<h1>${title}</h1>`);
      expect(drawn?.html).toContain(data);
      expect(drawn?.html).not.toContain('class="spinner"');
      expect(drawn?.html).not.toContain('Loading');
      // Only what the first view shows is asked for (the case's chat asks for the case a second time).
      const paths = fetch.mock.calls.map(([input]) =>
        (input instanceof Request ? input.url : String(input)).slice(apiBaseUrl.length),
      );
      expect(new Set(paths)).toEqual(new Set(Object.keys(firstViews[url])));
      expect(drawn?.css).toBe(sheet);
    },
  );

  it("writes a case's times in London, whatever zone the server runs in", async () => {
    const drawn = await draw('/ops/support', answersOf('/ops/support')).page;
    // 09:00 UTC on 1 July is 10:00 in London (summer time).
    expect(drawn?.html).toContain('1 Jul 2026, 10:00');
  });

  it('draws no other address: the browser draws those', async () => {
    for (const url of ['/ops/login', '/ops/support/CS-1/extra', '/dashboard', '/']) {
      const { page, fetch } = draw(url, {});
      expect(await page).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('draws nothing when the session has expired or the API fails', async () => {
    const failures = [
      reply({ success: false, message: 'Unauthorized' }, 401),
      reply({ success: false, message: 'Something went wrong' }, 500),
      () => new Response('Bad gateway', { status: 502 }),
      reply({ success: false, message: 'Not allowed.' }),
      okReply({ unexpected: true }),
    ];
    for (const [url] of shown.filter(([url]) => Object.keys(firstViews[url]).length > 0)) {
      for (const failure of failures) {
        const replies = Object.fromEntries(Object.keys(firstViews[url]).map((path) => [path, failure]));
        expect(await draw(url, replies).page, `${url}`).toBeNull();
      }
    }
  });

  it('draws no page for a case or a record that is not found: the browser says so, as always', async () => {
    const notFound = reply({ success: false, message: 'No such case.' }, 404);
    expect(await draw('/ops/support/CS-NONE', { 'operator/cases/CS-NONE': notFound }).page).toBeNull();
    expect(await draw('/ops/orders/ORD-NONE', { 'ops/orders/ORD-NONE': notFound }).page).toBeNull();
    expect(await draw('/ops/accounts/CUS-NONE', { 'ops/accounts/CUS-NONE': notFound }).page).toBeNull();
  });
});
