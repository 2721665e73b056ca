import { type FakeCaches, fakeCaches } from '@callout/offline/test-caches';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlinePageFrom, pageStrategy } from './page-routes';
import { workerEvent } from './worker-test-events';

const head = (extra = '') =>
  `<head><script id="callout-config" type="application/json">{}</script>${extra}</head>`;

const served = (body: string, headers: Record<string, string> = { 'Content-Type': 'text/html' }) =>
  new Response(`<!doctype html><html>${body}</html>`, { headers });

describe('the page kept for offline use', () => {
  it('keeps a page the browser renders as it came', async () => {
    const response = served(`${head()}<body><div id="root"></div></body>`);
    expect(await offlinePageFrom(response)).toBe(response);
  });

  it('leaves out what the server rendered for one address, so it serves every address', async () => {
    const rendered = served(
      `${head('<style data-rendered-module="mf-booking">.bk{}</style><style>p{}</style>')}` +
        '<body><div id="root" data-rendered="/dashboard" data-rendered-for="user"><!--app-html-->' +
        '<main><div>Hello Ada</div></main><!--/app-html--></div><script src="/x.js"></script></body>',
      { 'Content-Type': 'text/html', 'Content-Length': '999' },
    );
    const kept = await offlinePageFrom(rendered);
    const html = await kept?.text();
    expect(html).toContain('<body><div id="root"></div><script src="/x.js"></script></body>');
    expect(html).not.toContain('Hello Ada');
    expect(html).not.toContain('data-rendered');
    expect(html).toContain('<style>p{}</style>');
    expect(kept?.headers.get('Content-Length')).toBeNull();
  });

  it('keeps no other HTML answer', async () => {
    expect(await offlinePageFrom(served('<body>Bad gateway</body>'))).toBeNull();
    expect(await offlinePageFrom(new Response('{}', { status: 200 }))).toBeNull();
  });
});

describe('the kept page, offline, at each address', () => {
  let device: FakeCaches;
  let online: boolean;
  const titles: Record<string, string> = {
    '/orders': 'Order history · Callout',
    '/support': 'Support &amp; help · Callout',
  };
  const at = (path: string) => new URL(path, self.location.origin).href;

  /** The server: each page with its own title, as the app would set it. */
  async function server(input: RequestInfo | URL): Promise<Response> {
    if (!online) throw new TypeError('Failed to fetch');
    const { pathname } = new URL(input instanceof Request ? input.url : input);
    return served(
      `${head(`<title>${titles[pathname] ?? 'Callout'}</title>`)}<body><div id="root"></div></body>`,
      { 'Content-Type': 'text/html', 'Content-Length': '999' },
    );
  }

  async function open(path: string): Promise<string> {
    const [response, done] = pageStrategy.handleAll({
      request: new Request(at(path), { mode: 'same-origin' }),
      event: workerEvent(),
    });
    await done.catch(() => undefined);
    return (await response).text();
  }

  beforeEach(() => {
    device = fakeCaches();
    vi.stubGlobal('caches', device.storage);
    vi.stubGlobal('fetch', vi.fn(server));
    online = true;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('carries the title of the page at that address, not of the last page fetched', async () => {
    expect(await open('/orders')).toContain('<title>Order history · Callout</title>');
    expect(await open('/support')).toContain('<title>Support &amp; help · Callout</title>');
    online = false;
    const orders = await open('/orders');
    expect(orders).toContain('<title>Order history · Callout</title>');
    expect(orders.match(/<title>/g)).toHaveLength(1);
    expect(await open('/support')).toContain('<title>Support &amp; help · Callout</title>');
    // An address never seen gets the plain name until the app runs and names it.
    expect(await open('/profile')).toContain('<title>Callout</title>');
  });
});
