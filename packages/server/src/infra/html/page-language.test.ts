// Pages rendered on the server in the reader's language: the one chosen on the device (its cookie), else the
// browser's (Accept-Language), else British English; a renderer released before languages leaves a page in
// another to the browser. The stand-in renderers below say which language they were asked for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Backend, backends } from '@callout/server-testing/backends';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { readEnv } from '../../env';

const descriptor = (name: string, path: string) => ({
  name,
  namespace: name.slice(3),
  routes: [{ path, access: 'customer' }],
  menu: [],
});

/** The shell and two modules: mf-support renders languages, mf-orders was released before them. */
function makeStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'callout-static-'));
  mkdirSync(join(dir, 'shell/assets'), { recursive: true });
  writeFileSync(
    join(dir, 'shell/index.html'),
    '<!doctype html><html lang="en-GB"><head><title>Callout</title><!--app-head--><script type="module" src="/assets/app-abcd1234.js"></script></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  mkdirSync(join(dir, 'server-render'));
  writeFileSync(
    join(dir, 'server-render/render.mjs'),
    `export const renderLanguages = ['en-GB', 'pl-PL', 'en-XA'];
    const words = { 'pl-PL': 'Usługi', 'en-XA': '⟦Śéŕvîçéš⟧' };
    export async function renderPage({ url, signedIn, language }) {
      if (signedIn) return '<nav lang="' + (language ?? 'none') + '"></nav><main>' + signedIn.modulePage + '</main>';
      return url === '/services' ? '<h1>' + (words[language] ?? 'Services') + '</h1>' : null;
    }
    export async function pageTitle({ language }) { return (words[language] ?? 'Services') + ' · Callout'; }`,
  );
  const modules: [name: string, path: string, renderer: string][] = [
    [
      'mf-support',
      '/support',
      `export const renderLanguages = ['en-GB', 'pl-PL', 'en-XA'];
      export async function renderPage({ fetch, apiBaseUrl, language = 'en-GB' }) {
        const { data } = await (await fetch(apiBaseUrl + 'dashboard')).json();
        const hello = { 'pl-PL': 'Cześć', 'en-XA': '⟦Ĥéļļö⟧' }[language] ?? 'Hello';
        return { html: '<p class="sp">' + hello + ' ' + data.usersdata[0].FirstName + '</p>', css: '', language };
      }`,
    ],
    [
      'mf-orders',
      '/orders',
      `export async function renderPage() { return { html: '<h1>Order history</h1>', css: '' }; }`,
    ],
  ];
  for (const [name, path, renderer] of modules) {
    mkdirSync(join(dir, `remotes/${name}/server-render`), { recursive: true });
    mkdirSync(join(dir, `remotes/${name}/assets`), { recursive: true });
    writeFileSync(join(dir, `remotes/${name}/module.json`), JSON.stringify(descriptor(name, path)));
    writeFileSync(join(dir, `remotes/${name}/assets/remoteEntry.js`), 'export const v = 1;');
    writeFileSync(join(dir, `remotes/${name}/server-render/render.mjs`), renderer);
  }
  return dir;
}

async function serving(backend: Backend, extra: Record<string, string>) {
  const database = await backend.create();
  const dir = makeStaticDir();
  const env = readEnv({
    ...database.vars,
    STATIC_DIR: dir,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    ...extra,
  });
  const app = await buildApp({ env });
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(backends)("pages rendered in the reader's language on $name", (backend) => {
  let site: Awaited<ReturnType<typeof serving>>;
  let token = '';
  beforeAll(async () => {
    site = await serving(backend, { PSEUDO_LOCALE: 'true' });
    const reply = await site.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'customer@example.com', password: 'Customer#2025' },
    });
    token = reply.json<{ data: { Token: string } }>().data.Token;
  }, 60_000);
  afterAll(() => site.close());

  const navigate = (url: string, cookie: string, headers: Record<string, string> = {}) =>
    site.app.inject({ url, headers: { 'sec-fetch-mode': 'navigate', cookie, ...headers } });

  it("renders a signed-in page in the device's language, the module's and the shell's part alike", async () => {
    const polish = await navigate('/support', `callout-page-session=${token}; callout-page-language=pl-PL`);
    expect(polish.body).toContain('<html lang="pl-PL">');
    expect(polish.body).toMatch(
      /<div id="root" data-rendered="\/support" data-rendered-for="user"><!--app-html--><nav lang="pl-PL"><\/nav><main><p class="sp">Cześć \S+<\/p>/,
    );
    expect(polish.body).toContain('<title>Usługi · Callout</title>');
    // English is given as no language at all, as a renderer released before languages was always called.
    const english = await navigate('/support', `callout-page-session=${token}`, { 'accept-language': 'en' });
    expect(english.body).toContain('<nav lang="none"></nav><main><p class="sp">Hello ');
  });

  it("takes the browser's languages when the device has chosen none, and its choice over them", async () => {
    const browser = await navigate('/services', '', { 'accept-language': 'pl,en;q=0.8' });
    expect(browser.body).toContain('<h1>Usługi</h1>');
    const chosen = await navigate('/services', 'callout-page-language=en-GB', { 'accept-language': 'pl' });
    expect(chosen.body).toContain('<h1>Services</h1>');
    // Public pages are kept per language: the Polish one did not answer for English.
    expect((await navigate('/services', '')).body).toContain('<h1>Services</h1>');
  });

  it('leaves a page in another language to the browser when its module was released before languages', async () => {
    const polish = await navigate('/orders', `callout-page-session=${token}; callout-page-language=pl-PL`);
    expect(polish.body).toContain('<html lang="pl-PL">');
    expect(polish.body).toContain('<div id="root"></div>');
    const english = await navigate('/orders', `callout-page-session=${token}`);
    expect(english.body).toContain('<h1>Order history</h1>');
  });

  it('renders in the pseudo-locale when the server allows it', async () => {
    const pseudo = await navigate('/support', `callout-page-session=${token}; callout-page-language=en-XA`);
    expect(pseudo.body).toContain('<html lang="en-XA">');
    expect(pseudo.body).toContain('<p class="sp">⟦Ĥéļļö⟧ ');
    expect(pseudo.body).toContain('"features":{"demo":true,"pseudoLocale":true}');
  });
});

describe('the pseudo-locale without PSEUDO_LOCALE', () => {
  let site: Awaited<ReturnType<typeof serving>>;
  beforeAll(async () => {
    site = await serving(backends[0] as Backend, {});
  }, 60_000);
  afterAll(() => site.close());

  it('is no language a device can choose: the page is in the browser’s language', async () => {
    const page = await site.app.inject({
      url: '/services',
      headers: {
        'sec-fetch-mode': 'navigate',
        cookie: 'callout-page-language=en-XA',
        'accept-language': 'pl',
      },
    });
    expect(page.body).toContain('<html lang="pl-PL">');
    expect(page.body).toContain('<h1>Usługi</h1>');
    expect(page.body).not.toContain('pseudoLocale');
  });
});
