// The booking steps come rendered from the server, from the draft the app mirrors into a cookie
// (mf-booking/src/data/draft-cookie.ts, src/app/server-render-steps.tsx): readable before any script runs,
// then taken over by the app, which reads the same draft from IndexedDB, with nothing logged, nothing
// asked again, and the step working.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { drawnPage, problemsOf, withPageSession } from '../support/page-session';
import { answerDialogs, demoProviderBids, isoDateIn } from './orders-support';

test.use({ viewport: { width: 400, height: 800 } });

/** The draft cookie the app writes beside the stored draft (@callout/contracts/page-rendering). */
const draftCookie = 'callout-page-draft';

const draftCookieOf = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === draftCookie);

const takenOver = async (page: Page) => {
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
};

test('each step comes rendered from the draft, the app takes it over, and the step works', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  await withPageSession(page, token, baseURL);

  // No draft yet: the steps are left to the browser.
  expect(await drawnPage(page, '/service/category')).toContain('<div id="root"></div>');

  await giveDemoLocation(page);
  await expect(page).toHaveURL('/service/category');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a category' })).toBeVisible();
  expect(JSON.parse(decodeURIComponent((await draftCookieOf(page))?.value ?? '{}'))).toMatchObject({
    ZipCode: 'SW1A 1AA',
  });

  const rendered = await drawnPage(page, '/service/category');
  expect(rendered).toContain('data-rendered="/service/category" data-rendered-for="user"');
  expect(rendered).toContain('<h1>Choose a category</h1>');
  expect(rendered).toContain('>Cleaning</span>');
  // A step the draft has not reached is left to the browser, whose guard sends the customer back.
  expect(await drawnPage(page, '/service/choose')).toContain('<div id="root"></div>');

  const askedForLists: string[] = [];
  page.on('request', (sent) => {
    const { pathname, searchParams } = new URL(sent.url());
    const list = /\/api\/(categories|specifics|products|activeproviders)$/.test(pathname);
    if (list && !searchParams.get('search')) askedForLists.push(pathname);
  });

  await page.goto('/service/category');
  await takenOver(page);
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await expect(page).toHaveURL('/service/specifics');
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await expect(page).toHaveURL('/service/choose');
  // The steps walked in the app ask for their lists, as always: once this one shows, it has asked.
  await expect(page.getByRole('button', { name: /^Deep clean/ })).toBeVisible();
  askedForLists.length = 0;

  // Reloaded, the step comes rendered with its list and the app shows the same page without asking again.
  const choose = await drawnPage(page, '/service/choose');
  expect(choose).toContain('data-rendered="/service/choose"');
  expect(choose).toContain('>Deep clean</span>');
  await page.reload();
  await takenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a service' })).toHaveCount(1);
  expect(askedForLists).toEqual([]);
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a provider' })).toBeVisible();

  const providers = await drawnPage(page, '/service/providers');
  expect(providers).toContain('data-rendered="/service/providers"');
  await page.reload();
  await takenOver(page);
  await expect(page.getByLabel('Date for the order')).toBeVisible();
  expect(problems).toEqual([]);
});

/** Warnings of the app taking over a rendered page only at its time limit (shell/src/app/take-over.ts). */
function lateTakeOvers(page: Page): string[] {
  const late: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('took over the rendered page')) {
      late.push(message.text());
    }
  });
  return late;
}

test('the negotiation comes rendered in each state of the draft, and the app takes it over at once', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  const late = lateTakeOvers(page);
  // The map's tiles come from the internet, which this machine lacks: their failures are not the page's.
  const tileFailures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.location().url.startsWith('https://tile.openstreetmap.org/')) {
      tileFailures.push(message.text());
    }
  });
  answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  await withPageSession(page, token, baseURL);
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  await page.getByRole('button', { name: 'Choose Amara Okafor' }).click();
  await page.getByRole('button', { name: 'Request provider' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  await expect.poll(async () => (await readDraft(page))?.Order).toBeTruthy();
  const direct = String((await readDraft(page))?.Order);
  const panel = page.getByRole('complementary', { name: 'Your provider' });
  await expect(panel).toBeVisible();

  // Engaged: the provider's panel, the map's place held at its size; the map itself comes in the browser.
  const engaged = await drawnPage(page, '/service/negotiate');
  expect(engaged).toContain('data-rendered="/service/negotiate"');
  expect(engaged).toContain('>Publish Job<');
  expect(engaged).toContain('bk-map--empty');
  const madeOrders: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/api/requestservice')) madeOrders.push(sent.url());
  });
  await page.reload();
  await takenOver(page);
  // The map loads once its place is on screen.
  await panel.scrollIntoViewIfNeeded();
  await expect(
    panel.getByRole('figure', { name: "Map of the provider's location and the job" }),
  ).toBeVisible();

  // Published: the waiting spinner that is the page's own state, then the bids.
  await panel.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();
  await expect.poll(async () => (await readDraft(page))?.Order).not.toBe(direct);
  const published = String((await readDraft(page))?.Order);
  await demoProviderBids(request, published);
  const bidding = await drawnPage(page, '/service/negotiate');
  expect(bidding).toContain('data-rendered="/service/negotiate"');
  // A bid has come: the wait (and its spinner) gives way to the choice.
  expect(bidding).not.toContain('spinner--ongoing');
  expect(bidding).toContain('Choose a provider below, or wait for more bids.');
  expect(bidding).toContain('Amara Okafor');
  await page.reload();
  await takenOver(page);
  const bids = page.getByRole('list', { name: 'Bidding providers' });
  await expect(bids.getByRole('listitem').filter({ hasText: 'Amara Okafor' })).toBeVisible();

  // Cancel works on the page taken over.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/dashboard');
  // Drawing the page made no order: only Publish Job did.
  expect(madeOrders).toHaveLength(1);
  expect(late).toEqual([]);
  expect(problems.length).toBe(tileFailures.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a step comes drawn from the draft cookie alone, inert until the app takes over', async ({
    page,
    request,
    baseURL,
  }) => {
    const { token } = await signedInAs(page, request, 'user');
    await withPageSession(page, token, baseURL);
    const draft = { ZipCode: 'SW1A 1AA', Address: '10 Downing Street, London', Category: 'Cleaning' };
    await page
      .context()
      .addCookies([
        { name: draftCookie, value: encodeURIComponent(JSON.stringify(draft)), url: baseURL ?? '' },
      ]);
    await page.goto('/service/specifics');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose the specifics' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Domestic/ })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('inert', '');

    // A draft cookie that is not a draft: left to the browser.
    await page.context().addCookies([{ name: draftCookie, value: '%7Bnot', url: baseURL ?? '' }]);
    await page.goto('/service/specifics');
    await expect(page.locator('#root')).toBeEmpty();
  });
});
