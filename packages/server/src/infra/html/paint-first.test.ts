import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paintFirst } from './paint-first';

const shellDir = mkdtempSync(join(tmpdir(), 'callout-paint-first-'));
mkdirSync(join(shellDir, 'assets'));
writeFileSync(join(shellDir, 'assets/style-abcd1234.css'), 'h1{color:#0b5c4a}/*</style>*/');
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

const built = (sheet: string) =>
  '<html><head><!--app-head-->\n' +
  '<script type="module" crossorigin src="/assets/index-abcd1234.js"></script>\n' +
  `<link rel="stylesheet" crossorigin href="${sheet}">\n` +
  '<link rel="modulepreload" crossorigin href="/assets/react-abcd1234.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/main-abcd1234.js">\n' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"><!--app-html--></div></body></html>';

describe('the page a server-rendered page goes into', () => {
  it('has the styles written in, the entry at low priority and the hints listed for after the paint', async () => {
    const { html, scriptsAfterPaint } = await paintFirst(shellDir, built('/assets/style-abcd1234.css'));
    expect(html).toContain('<style>h1{color:#0b5c4a}/*<\\/style>*/</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<script fetchpriority="low" type="module" crossorigin src="/assets/index-abcd1234.js">',
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(scriptsAfterPaint).toEqual(['/assets/react-abcd1234.js', '/assets/main-abcd1234.js']);
    // Everything else is left as built, marks included.
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"></head>');
    expect(html).toContain('<!--app-head-->');
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });

  it('keeps the link to a style sheet it cannot read', async () => {
    const { html } = await paintFirst(shellDir, built('/assets/missing-abcd1234.css'));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/missing-abcd1234.css">');
  });
});
