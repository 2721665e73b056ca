// @vitest-environment node
import type { RemotesManifest } from '@callout/contracts/remotes-manifest';
import { renderedQueriesId } from '@callout/query/server';
import { apiBaseUrl, reply, serverFetch } from '@callout/ui/testing/server-fetch';
import { describe, expect, it } from 'vitest';
import { pageTitle, renderPage, serverRenderedWithData } from './server-render';
import { faqList, helpCentre } from './test/help-data';

const manifest: RemotesManifest = {
  remotes: [
    {
      name: 'mf-booking',
      namespace: 'booking',
      routes: [{ path: '/dashboard', access: 'customer', titleKey: 'dashboard.title' }],
      menu: [
        { to: '/dashboard', labelKey: 'menu.explore', audience: 'customer', icon: 'home', order: 1, bar: 1 },
      ],
      menuLabels: { 'menu.explore': 'Explore' },
      pageTitles: { 'dashboard.title': 'Dashboard' },
      entry: '/remotes/mf-booking/assets/remoteEntry.js',
      version: 'v1',
    },
    {
      name: 'mf-provider',
      namespace: 'provider',
      routes: [{ path: '/provider', access: 'provider' }],
      menu: [
        { to: '/provider', labelKey: 'menu.home', audience: 'provider', icon: 'home', order: 1, bar: 1 },
      ],
      menuLabels: { 'menu.home': 'Home' },
      entry: '/remotes/mf-provider/assets/remoteEntry.js',
      version: 'v1',
    },
  ],
};
const config = { apiBaseUrl: '/api', remotesManifestUrl: '/remotes.json' };
const modulePage = '<div class="bk-layout"><h1>Welcome back, Ada</h1></div>';

describe('rendering a signed-in page on the server', () => {
  it("puts the module's page in the signed-in layout, not to be used until the app takes over", async () => {
    const html = await renderPage({
      url: '/dashboard',
      config,
      manifest,
      signedIn: { accountType: 'user', modulePage },
    });
    expect(html).toContain(modulePage);
    expect(html).not.toContain('data-module-page');
    expect(html).toMatch(/<main id="main" tabindex="-1" inert="">/);
    // The account's menus and sign-out, as the app renders them for a signed-in customer.
    expect(html).toContain('href="/dashboard"');
    expect(html).not.toContain('href="/login"');
    // The customer's menu and bottom bar are in the first paint, the page's entry marked current.
    expect(html).toContain('aria-label="Account menu"');
    expect(html).toContain('aria-label="Shortcuts"');
    expect(html).toMatch(/<a aria-current="page" href="\/dashboard"[^>]*>.*?Explore/);
  });

  it('draws the provider tabs only for a provider whose email is known to be verified', async () => {
    const page = (emailVerified?: boolean) =>
      renderPage({
        url: '/provider',
        config,
        manifest,
        signedIn: {
          accountType: 'provider',
          modulePage,
          ...(emailVerified === undefined ? {} : { emailVerified }),
        },
      });
    expect(await page(true)).toContain('aria-label="Account menu"');
    expect(await page(false)).not.toContain('aria-label="Account menu"');
    expect(await page()).not.toContain('aria-label="Account menu"');
  });

  it('renders the page as a visitor sees it without the account, and nothing for the module', async () => {
    expect(await renderPage({ url: '/dashboard', config, manifest })).toBeNull();
    const visitor = await renderPage({ url: '/services', config, manifest });
    expect(visitor).toContain('href="/login"');
    expect(visitor).not.toContain('inert');
  });

  it('leaves a page that is not a module route, or of the other account type, to the browser', async () => {
    const signedIn = { accountType: 'provider' as const, modulePage };
    expect(await renderPage({ url: '/dashboard', config, manifest, signedIn })).toBeNull();
    expect(await renderPage({ url: '/about', config, manifest, signedIn })).toBeNull();
  });

  it("draws a signed-in page of the shell's own for its account type alone, inert until the app takes over", async () => {
    const customer = await renderPage({ url: '/exit', config, manifest, signedIn: { accountType: 'user' } });
    expect(customer).toContain('<h1>Delete account</h1>');
    expect(customer).toMatch(/<input[^>]*type="email"/);
    expect(customer).toMatch(/<main id="main" tabindex="-1" inert="">/);
    expect(customer).toContain('aria-label="Account menu"');
    const provider = { accountType: 'provider' as const, emailVerified: true };
    expect(await renderPage({ url: '/provider/exit', config, manifest, signedIn: provider })).toContain(
      '<h1>Delete account</h1>',
    );
    // Another account type's, a visitor's, or a module's route without its page: the browser's to draw.
    expect(await renderPage({ url: '/exit', config, manifest, signedIn: provider })).toBeNull();
    expect(await renderPage({ url: '/exit', config, manifest })).toBeNull();
    expect(
      await renderPage({ url: '/dashboard', config, manifest, signedIn: { accountType: 'user' } }),
    ).toBeNull();
  });
});

describe('rendering /help with its data', () => {
  const helpApi = (faqs = reply(faqList)) => serverFetch({ 'help-center': reply(helpCentre), faqs });
  const renderHelp = (fetch?: typeof globalThis.fetch) =>
    renderPage({
      url: '/help',
      config,
      manifest,
      ...(fetch ? { publicApi: { apiBaseUrl, fetch } } : {}),
    });
  /** The queries the page carries for the browser, by key. */
  const queriesIn = (html: string) => {
    const json = html
      .split(`<script type="application/json" id="${renderedQueriesId}">`)[1]
      ?.split('</script>')[0];
    const state = JSON.parse(json ?? '{"queries":[]}') as {
      queries: { queryHash: string; state: { data: unknown } }[];
    };
    return Object.fromEntries(state.queries.map((query) => [query.queryHash, query.state.data]));
  };

  it('draws the help cards and the FAQs, with no spinner, and the queries the browser hydrates from', async () => {
    const fetch = helpApi();
    const html = (await renderHelp(fetch)) ?? '';
    expect(html).toContain('Payments and holds</h2>');
    expect(html).toContain('<dd>Only after the job has been delivered.</dd>');
    expect(html).toContain('>Can I cancel?</summary>');
    expect(html).toContain('href="mailto:help@callout.example"');
    expect(html).not.toContain('class="spinner"');
    expect(queriesIn(html)).toEqual({ '["help-center"]': helpCentre, '["faqs"]': faqList });
    // Read as a visitor: no session goes with either call.
    const sent = fetch.mock.calls.map(([input]) => input as Request);
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/help-center', '/api/faqs']);
    expect(sent.every((request) => !request.headers.has('authorization'))).toBe(true);
  });

  it('is rendered as before, loading in the browser, when the API fails or is not given', async () => {
    for (const html of [
      await renderHelp(helpApi(reply({ success: false, message: 'Something went wrong' }, 500))),
      await renderHelp(),
    ]) {
      expect(html).toContain('<h1>Help centre</h1>');
      expect(html).toContain('class="spinner"');
      expect(html).not.toContain('Payments and holds');
      expect(html).not.toContain(renderedQueriesId);
    }
  });

  it('is the one rendered page that carries data, which the server renders anew for every visitor', async () => {
    expect([...serverRenderedWithData]).toEqual(['/help']);
    expect(
      await renderPage({ url: '/services', config, manifest, publicApi: { apiBaseUrl, fetch: helpApi() } }),
    ).not.toContain(renderedQueriesId);
  });
});

describe('a large rendered page', () => {
  it('comes whole, never with its content held back behind a fallback for a script to swap in', async () => {
    // The style guide (demo mode) is the largest page: past React's chunk size it would be outlined.
    const html =
      (await renderPage({ url: '/styleguide', config: { ...config, features: { demo: true } }, manifest })) ??
      '';
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toContain('<h1>Style guide</h1>');
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('aria-label="Loading page"');
  });
});

describe("the page's title the server writes", () => {
  it('names public, sign-in, module and unknown pages, whatever the query', async () => {
    expect(await pageTitle({ url: '/help', manifest })).toBe('Help centre · Callout');
    expect(await pageTitle({ url: '/login?next=%2Forders', manifest })).toBe('Login · Callout');
    expect(await pageTitle({ url: '/dashboard', manifest })).toBe('Dashboard · Callout');
    expect(await pageTitle({ url: '/nowhere', manifest })).toBe('Page not found · Callout');
  });

  it("names a page in the reader's language", async () => {
    expect(await pageTitle({ url: '/help', manifest, language: 'pl-PL' })).toBe('Centrum pomocy · Callout');
    expect(await pageTitle({ url: '/help', manifest, language: 'en-XA' })).toMatch(/^⟦.*⟧$/);
  });
});

describe('the guarantee and the review policy', () => {
  it("draw the operator's cover and claim window from the configuration the server writes", async () => {
    const html =
      (await renderPage({
        url: '/guarantee',
        config: { ...config, guaranteeCover: 2500, guaranteeClaimMonths: 6 },
        manifest,
      })) ?? '';
    expect(html).toContain('<h1>The Callout guarantee</h1>');
    expect(html).toContain('Cover per order: £2,500.00. Time to claim: 6 months after the job.');
    expect(html).toContain('3. How to claim</h2>');
    expect(html).not.toContain('£1,000');
    const defaults = (await renderPage({ url: '/guarantee', config, manifest })) ?? '';
    expect(defaults).toContain('Cover per order: £1,000.00. Time to claim: 12 months after the job.');
  });

  it('renders the review policy, and both are linked from the footer of every page', async () => {
    const html = (await renderPage({ url: '/review-policy', config, manifest })) ?? '';
    expect(html).toContain('<h1>Review policy</h1>');
    expect(html).toContain('2. No fake or paid-for reviews</h2>');
    const home = (await renderPage({ url: '/', config, manifest })) ?? '';
    expect(home).toContain('href="/guarantee"');
    expect(home).toContain('href="/review-policy"');
    expect(await pageTitle({ url: '/guarantee', manifest })).toBe('The Callout guarantee · Callout');
    expect(await pageTitle({ url: '/review-policy', manifest })).toBe('Review policy · Callout');
  });
});

describe('the complaints page and the trading details', () => {
  const company = {
    ...config,
    companyName: 'Trades Test Ltd',
    companyNumber: '09876543',
    companyAddress: '2 Office Row, Leeds LS1 4AP',
    adrBodyName: 'Test Ombudsman Service',
    adrBodyUrl: 'https://ombudsman.example.org',
  };

  it('describes the process and names the ADR body from the configuration the server writes', async () => {
    const html = (await renderPage({ url: '/complaints', config: company, manifest })) ?? '';
    expect(html).toContain('<h1>Complaints</h1>');
    expect(html).toContain('1. How to complain</h2>');
    expect(html).toContain('Our alternative dispute resolution body: Test Ombudsman Service');
    expect(html).toContain('href="https://ombudsman.example.org"');
    expect(await pageTitle({ url: '/complaints', manifest })).toBe('Complaints · Callout');
  });

  it("puts the company's name, number, registered office and VAT number (when set) in every page's footer", async () => {
    const home = (await renderPage({ url: '/', config: company, manifest })) ?? '';
    expect(home).toContain('Trades Test Ltd · Registered in England and Wales, company number 09876543');
    expect(home).toContain('Registered office: 2 Office Row, Leeds LS1 4AP');
    expect(home).toContain('href="/complaints"');
    expect(home).not.toContain('VAT number');
    const vat = { ...company, companyVatNumber: 'GB 123 4567 89' };
    const withVat = (await renderPage({ url: '/help', config: vat, manifest })) ?? '';
    expect(withVat).toContain('VAT number: GB 123 4567 89');
  });
});
