import { describe, expect, it } from 'vitest';
import { offlinePageFrom } from './page-routes';

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
