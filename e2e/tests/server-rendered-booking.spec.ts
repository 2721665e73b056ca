// mf-booking's account screens come rendered from the server for the signed-in customer
// (mf-booking/src/app/server-render.tsx): readable with their own data before any script runs, then taken
// over by the app with nothing logged, nothing asked again and working controls.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { drawnPage, problemsOf, withPageSession } from '../support/page-session';
import { apiAs, demoProvider, requestService, services } from './orders-support';

test.use({ viewport: { width: 400, height: 800 } });

/** A customer with a saved location, a saved provider and an order to pay; the page cookie set. */
async function customerWithData(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const customer = await signedInAs(page, request, 'user');
  await withPageSession(page, customer.token, baseURL);
  const api = apiAs(request, 'user', customer.token);
  expect((await api.post('togglelocationsave', { value: 'E1 6AN;Whitechapel, London' })).body.success).toBe(
    true,
  );
  expect((await api.post('toggleprovidersave', { value: demoProvider.id })).body.success).toBe(true);
  const orderId = await requestService(request, customer.token, services.deepClean);
  return { ...customer, orderId };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the account screens come rendered with the customer's own data, inert until the app takes over", async ({
    page,
    request,
    baseURL,
  }) => {
    const { account, orderId } = await customerWithData(page, request, baseURL);
    const screens: [string, string, string][] = [
      ['/settings', 'Settings', 'A provider bids on your job'],
      ['/profile', 'Profile', account.email],
      ['/edit-profile', 'Profile', account.email],
      ['/profile/locations', 'Saved locations', 'E1 6AN'],
      ['/profile/providers', 'Saved providers', demoProvider.name],
      [`/service/payments/${orderId}`, 'Complete Your Payment', 'Order total: £180.00'],
      // Its wait: the app confirms the payment once it runs.
      [
        `/service/orderconfirmation/${orderId}`,
        'Order confirmation',
        'Please wait while we confirm your order…',
      ],
    ];
    for (const [path, heading, text] of screens) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toHaveAttribute('data-rendered-for', 'user');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.locator('main')).toHaveAttribute('inert', '');
    }
    // The Edit panel is open at /edit-profile only.
    await page.goto('/edit-profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeHidden();
  });

  test('another account’s order and the booking steps are left to the browser', async ({
    page,
    request,
    baseURL,
  }) => {
    const { orderId } = await customerWithData(page, request, baseURL);
    const other = await signedInAs(page, request, 'user');
    await withPageSession(page, other.token, baseURL);
    for (const path of [`/service/payments/${orderId}`, '/service/location', '/service/category']) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeEmpty();
    }
  });
});

test('the app takes each rendered screen over without errors or asking again, and its controls work', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  const { orderId } = await customerWithData(page, request, baseURL);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname, searchParams } = new URL(sent.url());
    const read = /\/api\/(profile|savedlocations|savedproviders|notificationsettings)$/.test(pathname);
    // A search typed on the page is a new question; the list itself is not.
    if (read && sent.method() === 'GET' && !searchParams.get('search')) asked.push(pathname);
  });
  const takenOver = async () => {
    await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
  };

  await page.goto('/profile');
  await takenOver();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();

  await page.goto('/settings');
  await takenOver();
  const push = page.getByRole('switch', { name: 'Push' }).first();
  await expect(push).toBeChecked();
  await push.click();
  await expect(push).not.toBeChecked();

  await page.goto('/profile/locations');
  await takenOver();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved locations' })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search saved locations' }).fill('zz');
  await expect(page.getByText('Requested information cannot be found')).toBeVisible();

  await page.goto('/profile/providers');
  await takenOver();
  await expect(page.getByRole('heading', { level: 3, name: demoProvider.name })).toBeVisible();

  await page.goto(`/service/payments/${orderId}`);
  await takenOver();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');

  // The rendered screens' queries came with them; only searches are asked for.
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test('Settings and the offer of pushes come drawn as this device last knew its pushes, once the app has run here', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  const { orderId } = await customerWithData(page, request, baseURL);
  const drawn = (path: string) => drawnPage(page, path);
  // Before the app has run here, the server cannot tell: the device's line is held, no offer drawn.
  expect(await drawn('/settings')).toContain('class="push-device push-device--held"');
  expect(await drawn(`/service/orderconfirmation/${orderId}`)).not.toContain('class="card push-offer"');

  // Any page the app starts on keeps what the device knows (no permission asked yet: pushes off).
  await page.goto('/profile');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'callout-page-push')?.value)
    .toBe('off.0');

  const settings = await drawn('/settings');
  expect(settings).not.toContain('class="push-device push-device--held"');
  expect(settings).toMatch(/<button[^>]*>Turn on notifications on this device<\/button>/);
  expect(await drawn(`/service/orderconfirmation/${orderId}`)).toContain('class="card push-offer"');

  // The app takes the drawn Settings over showing the same line, and its button is live.
  await page.goto('/settings');
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Turn on notifications on this device' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the payment page without an order sends a signed-in customer to Get started from the server', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  const customer = await signedInAs(page, request, 'user');
  await withPageSession(page, customer.token, baseURL);
  const reply = await page.request.get('/service/payments', {
    headers: { 'sec-fetch-mode': 'navigate' },
    maxRedirects: 0,
  });
  expect(reply.status()).toBe(302);
  expect(reply.headers().location).toBe('/getstarted');

  const arrived = await page.goto('/service/payments');
  expect(arrived?.request().redirectedFrom()?.url()).toMatch(/\/service\/payments$/);
  await expect(page).toHaveURL('/getstarted');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
