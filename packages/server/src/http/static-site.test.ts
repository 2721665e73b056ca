import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRenderedAnswers, renderedAnswersId, sessionPartition } from '@callout/contracts/offline-reads';
import { remotesManifestSchema } from '@callout/contracts/remotes-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { demoCompany, readEnv } from '../env';

const descriptor = {
  name: 'mf-support',
  namespace: 'support',
  routes: [
    { path: '/support', access: 'customer' },
    { path: '/support/elsewhere', access: 'customer', redirectTo: '/help' },
    { path: '/provider/support', access: 'provider' },
  ],
  menu: [],
};

function makeStaticDir() {
  const dir = mkdtempSync(join(tmpdir(), 'callout-static-'));
  mkdirSync(join(dir, 'shell'), { recursive: true });
  writeFileSync(
    join(dir, 'shell/index.html'),
    '<!doctype html><html lang="en-GB"><head><title>Callout</title><!--app-head--><script type="module" src="/assets/app-abcd1234.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abcd1234.js"><link rel="stylesheet" crossorigin href="/assets/style-abcd1234.css"></head><body><div id="root"><!--app-html--></div></body></html>',
  );
  mkdirSync(join(dir, 'shell/assets'));
  writeFileSync(join(dir, 'shell/assets/style-abcd1234.css'), 'h1{color:#0b5c4a}');
  // A stand-in for the shell's server renderer (shell/src/server-render.tsx): renders /services, and /help
  // with the help centre's first card, read from the API as a visitor.
  mkdirSync(join(dir, 'server-render'));
  writeFileSync(
    join(dir, 'server-render/render.mjs'),
    `export const serverRenderedWithData = new Set(['/help']);
    export async function renderPage({ url, config, signedIn, publicApi }) {
      if (signedIn && signedIn.modulePage === undefined) return '<nav>' + signedIn.accountType + '</nav><main><h1>Delete account</h1></main>';
      if (url === '/help') {
        const reply = await publicApi.fetch(publicApi.apiBaseUrl + 'help-center');
        return '<h1>Help centre</h1><h2>' + (await reply.json()).data[0].Title + '</h2>';
      }
      if (signedIn) return '<nav>' + signedIn.accountType + '</nav><main><template data-module-page=""></template></main>'.replace('<template data-module-page=""></template>', signedIn.modulePage);
      return url.startsWith('/services') ? '<h1>Our services</h1><p>' + config.supportEmail + '</p>' : null;
    }
    export const signedInShellPages = { '/exit': 'user' };
    export function pageTitle({ url, manifest }) {
      return 'Page <' + url + '> of ' + manifest.remotes.length + ' module & more · Callout';
    }`,
  );
  // A stand-in for a module's page renderer (@callout/contracts/page-rendering): renders /support with the
  // signed-in account's name, read from the API as that account; /support?elsewhere tries another address;
  // /support?draft shows the draft cookie it was given.
  mkdirSync(join(dir, 'remotes/mf-support/server-render'), { recursive: true });
  writeFileSync(
    join(dir, 'remotes/mf-support/server-render/render.mjs'),
    `export async function renderPage({ url, apiBaseUrl, fetch, cookies }) {
      if (url === '/support?cookies') return { html: '<pre>' + JSON.stringify(cookies) + '</pre>', css: '' };
      if (url === '/support?draft') return { html: '<p class="draft">' + (cookies['callout-page-draft'] ?? 'no draft') + '</p>', css: '' };
      if (url === '/support?elsewhere') await fetch('http://example.com/api/dashboard');
      if (url === '/provider/support') return { html: '<div class="sp">Cases</div>', css: '' };
      if (!url.startsWith('/support')) return null;
      const reply = await fetch(apiBaseUrl + 'dashboard');
      if (!reply.ok) return null;
      const { data } = await reply.json();
      return { html: '<div class="sp">Hello ' + data.usersdata[0].FirstName + '</div>', css: '.sp{color:red}</style><script>' };
    }`,
  );
  mkdirSync(join(dir, 'remotes/mf-support/assets'), { recursive: true });
  writeFileSync(join(dir, 'remotes/mf-support/module.json'), JSON.stringify(descriptor));
  writeFileSync(join(dir, 'remotes/mf-support/assets/remoteEntry.js'), 'export const v = 1;');
  // What the builds list for a module's page: its route's chunks and style sheet, and the shell's code.
  writeFileSync(
    join(dir, 'remotes/mf-support/route-preload.json'),
    JSON.stringify({
      routes: { '/support': ['/remotes/mf-support/assets/cases-page-abcd1234.js'] },
      styles: ['/remotes/mf-support/assets/style-efgh5678.css'],
    }),
  );
  // The shell's first-render texts by language (language-preload.json of its build).
  writeFileSync(
    join(dir, 'shell/language-preload.json'),
    JSON.stringify({
      texts: { 'en-GB': ['/assets/shell-en-1a2b3c4d.js'], 'pl-PL': ['/assets/shell-pl-5e6f7a8b.js'] },
    }),
  );
  writeFileSync(
    join(dir, 'shell/module-route-preload.json'),
    JSON.stringify({ scripts: ['/assets/remote-route-abcd1234.js'] }),
  );
  // A half-copied module: no module.json.
  mkdirSync(join(dir, 'remotes/mf-orders/assets'), { recursive: true });
  writeFileSync(join(dir, 'remotes/mf-orders/assets/remoteEntry.js'), 'export const v = 1;');
  return dir;
}

describe('web app serving', () => {
  const dir = makeStaticDir();
  const dataDir = mkdtempSync(join(tmpdir(), 'callout-data-'));
  const env = readEnv({
    STATIC_DIR: dir,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SUPPORT_EMAIL: 'help@example.com',
    DEMO_MODE: 'true',
  });
  let app: Awaited<ReturnType<typeof buildApp>>;

  // The app opens the embedded database and seeds it, which takes a few seconds.
  beforeAll(async () => {
    app = await buildApp({ env });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists complete modules in /remotes.json at their released version and leaves broken ones out', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    // Answered for this device (its canary bucket, its account's pins): kept by no shared cache.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Cookie');
    const manifest = remotesManifestSchema.parse(response.json());
    expect(manifest.remotes.map((r) => r.name)).toEqual(['mf-support']);
    expect(manifest.remotes[0]?.entry).toBe('/remotes/mf-support/assets/remoteEntry.js');
    expect(manifest.remotes[0]?.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('writes the run-time configuration into index.html for every app route', async () => {
    for (const url of ['/', '/dashboard', '/service/payments/12']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      const config = /<script id="callout-config" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      )?.[1];
      expect(JSON.parse(config ?? '{}')).toMatchObject({
        apiBaseUrl: '/api',
        supportEmail: 'help@example.com',
        // Demo mode's trading details, for the footer of every page and /complaints.
        companyName: demoCompany.name,
        companyNumber: demoCompany.number,
        companyAddress: demoCompany.address,
        adrBodyName: demoCompany.adrBody.name,
        adrBodyUrl: demoCompany.adrBody.url,
      });
      expect(JSON.parse(config ?? '{}')).not.toHaveProperty('companyVatNumber');
    }
  });

  it("names every page it sends in its title, rendered or not, but not the worker's kept page", async () => {
    const titleOf = async (url: string, headers: Record<string, string> = {}) =>
      /<title>(.*?)<\/title>/.exec((await app.inject({ url, headers })).body)?.[1];
    expect(await titleOf('/services')).toBe('Page &lt;/services&gt; of 1 module &amp; more · Callout');
    expect(await titleOf('/orders?q=1', { 'sec-fetch-mode': 'navigate' })).toBe(
      'Page &lt;/orders?q=1&gt; of 1 module &amp; more · Callout',
    );
    expect(await titleOf('/', { 'sec-fetch-mode': 'cors' })).toBe('Callout');
  });

  it('leaves /healthz, /readyz and /metrics to the health routes, not the page fallback', async () => {
    for (const url of ['/healthz', '/readyz', '/metrics']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).not.toContain('text/html');
    }
  });

  it('sends the page with a content security policy and asks early for the remotes manifest', async () => {
    const response = await app.inject({ url: '/services' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin>');
  });

  it('answers HEAD on a page like GET, headers and all, without the body', async () => {
    for (const url of ['/', '/services', '/dashboard?x=1']) {
      const get = await app.inject({ method: 'GET', url });
      const head = await app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'content-security-policy', 'permissions-policy', 'cache-control']) {
        expect(head.headers[name], `${url} ${name}`).toBe(get.headers[name]);
      }
    }
    expect((await app.inject({ method: 'HEAD', url: '/assets/missing-abc12345.js' })).statusCode).toBe(404);
  });

  it("preloads a module's remote entry on the pages that module renders", async () => {
    const { remotes } = remotesManifestSchema.parse((await app.inject({ url: '/remotes.json' })).json());
    const entry = `/remotes/mf-support/assets/remoteEntry.js?v=${remotes[0]?.version}`;
    const page = (await app.inject({ url: '/support' })).body;
    expect(page).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="${entry}">`);
    // With the shell's code for a module's page, the route's page and the module's style sheet.
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/remote-route-abcd1234.js">',
    );
    expect(page).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/remotes/mf-support/assets/cases-page-abcd1234.js">',
    );
    expect(page).toContain(
      '<link rel="preload" as="style" fetchpriority="low" href="/remotes/mf-support/assets/style-efgh5678.css"></head>',
    );
    const services = (await app.inject({ url: '/services' })).body;
    expect(services).not.toContain('remoteEntry.js');
    expect(services).not.toContain('remote-route-abcd1234.js');
  });

  it('sends the page the shell rendered on the server, marked with its address, to the browser only', async () => {
    const page = await app.inject({ url: '/services', headers: { 'sec-fetch-mode': 'navigate' } });
    expect(page.body).toContain(
      '<div id="root" data-rendered="/services"><!--app-html--><h1>Our services</h1><p>help@example.com</p><!--/app-html--></div>',
    );
    expect(page.headers.vary).toContain('Sec-Fetch-Mode');
    // It paints before the scripts run, so they yield to what the paint needs.
    expect(page.body).toContain('<script fetchpriority="low" type="module" src="/assets/app-abcd1234.js">');
    expect(page.body).not.toMatch(/<script type="module" src/);
    // The app's scripts are asked for once the page is painted, not hinted before.
    expect(page.body).toContain(
      '<script id="callout-after-paint" type="application/json">["/assets/react-abcd1234.js","/assets/shell-en-1a2b3c4d.js"]</script>',
    );
    expect(page.body).not.toContain('rel="modulepreload"');
    // It paints from its own HTML: the style sheet is written in.
    expect(page.body).toContain('<style>h1{color:#0b5c4a}</style>');
    expect(page.body).not.toContain('style-abcd1234.css');
    const browserRendered = (await app.inject({ url: '/dashboard' })).body;
    expect(browserRendered).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/style-abcd1234.css">',
    );
    expect(browserRendered).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-abcd1234.js">',
    );
    expect(browserRendered).not.toContain('callout-after-paint');
    // Tools without fetch metadata get it too; the worker keeping the offline page does not.
    expect((await app.inject({ url: '/services' })).body).toContain('data-rendered="/services"');
    const kept = await app.inject({ url: '/services', headers: { 'sec-fetch-mode': 'cors' } });
    expect(kept.body).toContain('<div id="root"></div>');
    // Pages the renderer leaves to the browser are sent empty.
    expect((await app.inject({ url: '/dashboard' })).body).toContain('<div id="root"></div>');
  });

  it("sends a page in the reader's language, chosen on the device or else the browser's, for the browser to render", async () => {
    const page = (headers: Record<string, string>) =>
      app.inject({ url: '/services', headers: { 'sec-fetch-mode': 'navigate', ...headers } });
    const english = await page({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en-GB"><head><title>Page &lt;/services&gt;');
    expect(english.body).toContain('data-rendered="/services"');
    expect(english.headers.vary).toContain('Accept-Language');

    const polish = await page({ 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' });
    expect(polish.body).toContain('<html lang="pl-PL"><head><title>Callout</title>');
    // A shell released before languages renders English only: the page is left to the browser, in Polish.
    expect(polish.body).toContain('<div id="root"></div>');
    // The device's choice wins over the browser's languages, either way.
    const chosen = await page({ 'accept-language': 'en-GB', cookie: 'callout-page-language=pl-PL' });
    expect(chosen.body).toContain('<html lang="pl-PL">');
    const chosenEnglish = await page({ 'accept-language': 'pl', cookie: 'callout-page-language=en-GB' });
    expect(chosenEnglish.body).toContain('<html lang="en-GB">');
    expect(chosenEnglish.body).toContain('data-rendered="/services"');
    // A cookie that names no language of Callout's is not one.
    const odd = await page({ 'accept-language': 'en', cookie: 'callout-page-language="><script>' });
    expect(odd.body).toContain('<html lang="en-GB">');
  });

  it("hints the shell's texts in the page's language and in no other", async () => {
    const page = (headers: Record<string, string>) =>
      app.inject({ url: '/services', headers: { 'sec-fetch-mode': 'navigate', ...headers } });
    const polish = await page({ 'accept-language': 'pl-PL' });
    expect(polish.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/shell-pl-5e6f7a8b.js">',
    );
    expect(polish.body).not.toContain('shell-en-1a2b3c4d');
    // A rendered page asks for them after its paint, with the shell's own scripts.
    const english = await page({ 'accept-language': 'en-GB' });
    expect(english.body).toContain('data-rendered="/services"');
    expect(english.body).toMatch(/id="callout-after-paint"[^>]*>[^<]*\/assets\/shell-en-1a2b3c4d\.js/);
    expect(english.body).not.toContain('shell-pl-5e6f7a8b');
  });

  it('renders /help with the help centre read from the API as a visitor, for any browser', async () => {
    const page = await app.inject({ url: '/help', headers: { 'sec-fetch-mode': 'navigate' } });
    const cards = (await app.inject({ url: '/api/help-center' })).json<{ data: { Title: string }[] }>();
    expect(page.body).toContain(
      `<div id="root" data-rendered="/help"><!--app-html--><h1>Help centre</h1><h2>${cards.data[0]?.Title}</h2>`,
    );
    // A browser's first page gives it its device cookie, and every page load its own id (for the module
    // health reports it makes): each page is for that browser alone.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(String(page.headers['set-cookie'])).toMatch(/^callout-device=\d{1,2};.*,callout-load=/);
    const again = await app.inject({
      url: '/help',
      headers: { 'sec-fetch-mode': 'navigate', cookie: 'callout-device=7' },
    });
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect([again.headers['set-cookie']].flat()).toEqual([
      expect.stringMatching(
        /^callout-load=[0-9a-z]+\.[\w-]{12}\.[\w-]{22}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
      ),
    ]);
  });

  async function signIn(endpoint: string, email: string, password: string): Promise<string> {
    const reply = await app.inject({ method: 'POST', url: endpoint, payload: { email, password } });
    const token = reply.json<{ data?: { Token?: string } }>().data?.Token;
    if (!token) throw new Error(`${email} could not sign in: ${reply.body}`);
    return token;
  }
  const navigate = (url: string, token?: string, moreCookies = '') =>
    app.inject({
      url,
      headers: {
        'sec-fetch-mode': 'navigate',
        // A device seen before (its canary bucket given): its pages may be kept by a shared cache.
        cookie: `callout-device=7${token ? `; theme=dark; callout-page-session=${token}${moreCookies}` : ''}`,
      },
    });

  it("gives the module renderer the browser's device cookies, not its session or any other cookie", async () => {
    const token = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const page = await navigate(
      '/support?cookies',
      token,
      `; callout-page-push=off.0; callout-page-huge=${'x'.repeat(5000)}; other=1`,
    );
    const given = /<pre>(.*?)<\/pre>/.exec(page.body)?.[1] ?? '';
    expect(JSON.parse(given.replaceAll('&quot;', '"'))).toEqual({ 'callout-page-push': 'off.0' });
  });

  it("renders a signed-in module page for the session cookie's account, with its data, for that browser only", async () => {
    const token = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const page = await navigate('/support', token);
    expect(page.statusCode).toBe(200);
    const name = /<div class="sp">Hello ([^<]+)<\/div>/.exec(page.body)?.[1];
    const dashboard = await app.inject({
      url: '/api/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(name).toBe(dashboard.json().data.usersdata[0].FirstName);
    expect(page.body).toContain(
      '<div id="root" data-rendered="/support" data-rendered-for="user"><!--app-html--><nav>user</nav><main><div class="sp">',
    );
    // The module's styles are written in (a closing tag in them cannot end the element early)...
    expect(page.body).toContain(
      '<style data-rendered-module="mf-support">.sp{color:red}<\\/style><script></style>',
    );
    // ...and its scripts are asked for after the paint, like the shell's.
    expect(page.body).toMatch(/"callout-after-paint" type="application\/json">\[[^\]]*remoteEntry\.js\?v=/);
    expect(page.body).toMatch(
      /"callout-after-paint" type="application\/json">\[[^\]]*cases-page-abcd1234\.js/,
    );
    // Not its style sheet: that is written in, and the list is of scripts.
    expect(page.body).not.toContain('style-efgh5678.css');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.vary).toContain('Cookie');
  });

  it("says on a provider's rendered page that their email is verified, so the shell's tabs need not ask", async () => {
    const provider = await signIn('/api/provider/login', 'amara.okafor@example.com', 'Provider#2025');
    const page = await navigate('/provider/support', provider);
    expect(page.body).toContain(
      '<div id="root" data-rendered="/provider/support" data-rendered-for="provider" data-email-verified="">',
    );
    // Not for an account whose email is not verified yet.
    const newProvider = { email: 'tabs.provider@example.com', phone: '07700900123', password: 'Secret1!' };
    await app.inject({ method: 'POST', url: '/api/provider/register', payload: newProvider });
    const unverified = await signIn('/api/provider/login', newProvider.email, newProvider.password);
    const fresh = await navigate('/provider/support', unverified);
    expect(fresh.body).toContain(
      '<div id="root" data-rendered="/provider/support" data-rendered-for="provider">',
    );
  });

  it('carries the answers a signed-in page was read with, for its session, for the worker to keep offline', async () => {
    const token = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const page = await navigate('/support', token);
    const json = new RegExp(`<script id="${renderedAnswersId}" type="application/json">(.*?)</script>`).exec(
      page.body,
    )?.[1];
    const carried = parseRenderedAnswers(json ?? '');
    const dashboard = await app.inject({
      url: '/api/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(carried).toEqual({
      partition: await sessionPartition(`Bearer ${token}`),
      answers: [{ method: 'GET', path: '/dashboard', text: dashboard.body }],
    });
    // Among what was rendered, which the worker leaves out of the page it keeps for every address.
    const rendered = page.body.slice(
      page.body.indexOf('<!--app-html-->'),
      page.body.indexOf('<!--/app-html-->'),
    );
    expect(rendered).toContain(renderedAnswersId);
    // A visitor's page carries none.
    expect((await navigate('/help')).body).not.toContain(renderedAnswersId);
  });

  it("renders a signed-in page of the shell's own for a live session of its account type only", async () => {
    const customer = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const page = await navigate('/exit', customer);
    expect(page.body).toContain(
      '<div id="root" data-rendered="/exit" data-rendered-for="user"><!--app-html--><nav>user</nav><main><h1>Delete account</h1>',
    );
    expect(page.body).not.toContain('data-rendered-module');
    expect(page.headers['cache-control']).toBe('private, no-cache');

    const provider = await signIn('/api/provider/login', 'amara.okafor@example.com', 'Provider#2025');
    for (const other of [await navigate('/exit', provider), await navigate('/exit')]) {
      expect(other.body).toContain('<div id="root"></div>');
    }
  });

  it('sends a signed-in navigation to a route that only leads elsewhere straight there', async () => {
    const customer = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const moved = await navigate('/support/elsewhere', customer);
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/help');
    expect(moved.headers['cache-control']).toBe('private, no-cache');
    // Without a session (the guard sends the visitor to sign in first) or of another account type: the page.
    const provider = await signIn('/api/provider/login', 'amara.okafor@example.com', 'Provider#2025');
    for (const other of [
      await navigate('/support/elsewhere'),
      await navigate('/support/elsewhere', provider),
    ]) {
      expect(other.statusCode).toBe(200);
    }
  });

  it("gives the module's renderer the draft cookie as it came, with the session's account only", async () => {
    const token = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const draft = encodeURIComponent(JSON.stringify({ ZipCode: 'SW1A 1AA' }));
    const withDraft = await navigate('/support?draft', token, `; callout-page-draft=${draft}; lang=en`);
    expect(withDraft.body).toContain(`<p class="draft">${draft}</p>`);
    expect((await navigate('/support?draft', token)).body).toContain('<p class="draft">no draft</p>');
    // Without a session nothing is rendered, whatever draft comes with the page.
    const signedOut = await app.inject({
      url: '/support?draft',
      headers: { 'sec-fetch-mode': 'navigate', cookie: `callout-page-draft=${draft}` },
    });
    expect(signedOut.body).toContain('<div id="root"></div>');
  });

  it("renders no signed-in page without a live session of the route's account type", async () => {
    const customer = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const provider = await signIn('/api/provider/login', 'amara.okafor@example.com', 'Provider#2025');
    const cases = [
      await navigate('/support'), // no cookie
      await navigate('/support', provider), // a provider on a customer page
      await navigate('/support', 'x'.repeat(43)), // no such session
      await navigate('/support', `${customer}"`), // not a token
      await app.inject({
        url: '/support',
        headers: { cookie: `callout-device=7; callout-page-session=${customer}`, 'sec-fetch-mode': 'cors' },
      }),
    ];
    for (const page of cases) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('Hello');
    }
    // A navigation carries its page load's cookie, for that browser alone; the worker's copy none.
    expect(cases.map((page) => page.headers['cache-control'])).toEqual([
      ...Array(4).fill('private, no-cache'),
      'no-cache',
    ]);
    // Signed out: the cookie's session is gone.
    await app.inject({ url: '/api/logout', headers: { authorization: `Bearer ${customer}` } });
    expect((await navigate('/support', customer)).body).toContain('<div id="root"></div>');
  });

  it('leaves signed-in pages to the browser with RENDER_SIGNED_IN_PAGES=false', async () => {
    const token = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    env.RENDER_SIGNED_IN_PAGES = false; // read on every request, so this app needs no restart
    try {
      const page = await navigate('/support', token);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('data-rendered-module');
      expect(page.headers['cache-control']).toBe('private, no-cache');
      // Public pages are still rendered.
      expect((await navigate('/services')).body).toContain('data-rendered="/services"');
    } finally {
      env.RENDER_SIGNED_IN_PAGES = true;
    }
  });

  it('lets a module renderer call nothing but the API, and never sends it to the browser', async () => {
    const token = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
    const page = await navigate('/support?elsewhere', token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    const file = await app.inject({ url: '/remotes/mf-support/server-render/render.mjs' });
    expect(file.statusCode).toBe(404);
  });

  it('sends the page empty, for the browser to render, when the renderer fails', async () => {
    const file = join(dir, 'server-render/render.mjs');
    writeFileSync(file, 'export async function renderPage() { throw new Error("broken release"); }');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000)); // a new release: a new modification time
    const page = await app.inject({ url: '/services' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });

  it('compresses the page and JSON answers for a browser that accepts it', async () => {
    // Over the compression threshold (1 kB), as the real page is.
    writeFileSync(
      join(dir, 'shell/index.html'),
      `<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div>${'<p>Callout</p>'.repeat(200)}</body></html>`,
    );
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('"supportEmail":"help@example.com"');

    const catalog = await app.inject({ url: '/api/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown API calls and missing files with 404, not the app', async () => {
    const api = await app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'No such API call.' });
    expect((await app.inject({ url: '/assets/missing-abc12345.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/mf-support/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends the precompressed copy a browser accepts', async () => {
    const { brotliCompressSync } = await import('node:zlib');
    const body = 'export const big = "'.concat('x'.repeat(2000), '";');
    writeFileSync(join(dir, 'shell/app-abcd1234.js'), body);
    writeFileSync(join(dir, 'shell/app-abcd1234.js.br'), brotliCompressSync(body));
    const response = await app.inject({
      url: '/app-abcd1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(body.length / 4);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ url: '/app-abcd1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never lets the manifest or remote entry be cached without revalidation', async () => {
    expect((await app.inject({ url: '/remotes.json' })).headers['cache-control']).toBe('private, no-cache');
    const entry = await app.inject({ url: '/remotes/mf-support/assets/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it("preloads the operator console's code for a live operator session only", async () => {
    const ops = join(dir, 'remotes/mf-ops');
    mkdirSync(join(ops, 'assets'), { recursive: true });
    writeFileSync(
      join(ops, 'module.json'),
      JSON.stringify({
        name: 'mf-ops',
        namespace: 'ops',
        routes: [{ path: '/ops', access: 'operator' }],
        menu: [],
      }),
    );
    writeFileSync(join(ops, 'assets/remoteEntry.js'), 'export const v = 1;');
    try {
      const customer = await signIn('/api/login', 'customer@example.com', 'Customer#2025');
      const operator = await signIn('/api/operator/login', 'operator@example.com', 'Operator#2025');
      for (const token of [undefined, customer, 'not-a-live-session-token-at-all']) {
        expect((await navigate('/ops', token)).body).not.toContain('/remotes/mf-ops/');
      }
      expect((await navigate('/ops', operator)).body).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/remotes/mf-ops/assets/remoteEntry.js?v=',
      );
    } finally {
      rmSync(ops, { recursive: true, force: true });
    }
  });
});
