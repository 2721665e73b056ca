// The provider's screens the server renders besides the dashboard (mf-provider/src/app/server-render.tsx):
// readable with the provider's own data before any script runs, then taken over by the app with nothing
// logged, nothing asked for again, and controls that work.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPath, signedInAs } from '../support/accounts';
import { problemsOf, withPageSession } from '../support/page-session';

test.use({ viewport: { width: 400, height: 800 } });

/** A fresh provider, signed in, whose page session cookie the server renders for, with a service area set. */
async function providerWithArea(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const provider = await signedInAs(page, request, 'provider');
  await withPageSession(page, provider.token, baseURL);
  const saved = await request.post(apiPath('provider', 'servicearea'), {
    headers: { authorization: `Bearer ${provider.token}` },
    form: { zipcode: 'SE15 4QL', radius: '23' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return provider;
}

/** Opens `path`, which must come rendered from the server, and waits until the app has taken it over. */
async function takenOver(page: Page, path: string) {
  const response = await page.goto(path);
  expect(await response?.text(), path).toContain('data-rendered-for="provider"');
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
}

const rendered: [string, string][] = [
  ['/provider/profile', 'Profile'],
  ['/provider/settings', 'Settings'],
  ['/provider/verification', 'Verification'],
  ['/provider/services', 'Manage Services'],
  ['/provider/schedules', 'Manage Schedule'],
  ['/provider/requests', 'Requests'],
  ['/provider/earnings', 'Earnings'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the provider's screens come rendered with their own data", async ({ page, request, baseURL }) => {
    const provider = await providerWithArea(page, request, baseURL);
    for (const [path, heading] of rendered) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toHaveAttribute('data-rendered-for', 'provider');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('style[data-rendered-module="mf-provider"]')).toHaveCount(1);
      await expect(page.locator('main')).toHaveAttribute('inert', '');
    }
    await page.goto('/provider/services');
    await expect(page.getByRole('button', { name: /^Cleaning/ })).toBeVisible();
    await page.goto('/provider/schedules');
    await expect(page.getByLabel('Base postcode')).toHaveValue('SE15 4QL');
    await expect(page.getByLabel('Radius in miles')).toHaveValue('23');
    await page.goto('/provider/earnings');
    await expect(page.getByText('No earnings yet')).toBeVisible();
    await page.goto('/provider/profile');
    await expect(page.getByText(provider.account.email)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Weekly/ })).toBeChecked(); // a new provider's
    await page.goto('/provider/settings');
    await expect(page.getByRole('group', { name: 'New jobs you can bid on' })).toBeVisible();
    await page.goto('/provider/verification');
    await expect(page.getByRole('heading', { name: 'Verification status' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
  });

  test('another account type gets no provider screen rendered', async ({ page, request, baseURL }) => {
    const customer = await signedInAs(page, request, 'user');
    await withPageSession(page, customer.token, baseURL);
    await page.goto('/provider/schedules');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app takes the rendered screens over, asks for nothing again, and its controls work', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  const provider = await providerWithArea(page, request, baseURL);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    // The profile aside: the screens without it ask for it as their code loads, for the menu.
    const again =
      /\/api\/(categories|provider\/(getschedule|servicearea|payouts|payoutschedule|notificationsettings|kycdata|kycreviews))$/;
    if (sent.method() === 'GET' && again.test(pathname)) {
      asked.push(pathname);
    }
  });
  /** Taken over with nothing asked again (what the screen's controls ask for afterwards aside). */
  const open = async (path: string) => {
    asked.length = 0;
    await takenOver(page, path);
    expect(asked, path).toEqual([]);
  };

  await open('/provider/schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Schedule' })).toHaveCount(1);
  await expect(page.getByLabel('Base postcode')).toHaveValue('SE15 4QL');
  await page.getByLabel('Status').selectOption('SCHEDULED');
  await expect(page.getByLabel('Starts')).toBeVisible();

  await open('/provider/services');
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await expect(page.getByRole('button', { name: /^Domestic/ })).toBeVisible();

  await open('/provider/earnings');
  await expect(page.getByText('No earnings yet')).toBeVisible();

  await open('/provider/requests');
  await page.getByRole('link', { name: 'Manage your services' }).click();
  await expect(page).toHaveURL(/\/provider\/services$/);

  await open('/provider/verification');
  await page.getByLabel('First name').fill('Amara');
  await expect(page.getByLabel('First name')).toHaveValue('Amara');

  await open('/provider/profile');
  await expect(page.getByText(provider.account.email)).toBeVisible();
  // The choice is saved before the next screen is opened: opening it by address would cut the save short.
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'POST' && answer.url().endsWith('/api/provider/payoutschedule'),
  );
  await page.getByRole('radio', { name: /Instant/ }).check();
  await expect(page.getByRole('radio', { name: /Instant/ })).toBeChecked();
  expect((await saved).ok()).toBe(true);

  await open('/provider/settings');
  const kind = page.getByRole('group', { name: 'New jobs you can bid on' });
  const mail = kind.getByRole('switch', { name: 'Mail' });
  const mailWas = await mail.isChecked();
  await mail.click();
  await expect(mail).toBeChecked({ checked: !mailWas });

  expect(problems).toEqual([]);
});
