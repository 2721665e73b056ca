// mf-orders's pages come rendered from the server for the signed-in account (mf-orders/src/app/
// server-render.tsx): the history, an order and its receipt, with the account's own data before any script;
// then the app takes the page over, without asking for that data again, and its controls work.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginToken, newAccount, registerAccount, signedInAs, storeSession } from '../support/accounts';
import { pageSessionOf, problemsOf, withPageSession } from '../support/page-session';
import { apiAs, loginDemoProvider, payWithSandboxCard, requestService, services } from './orders-support';

/** A customer with an order of the demo provider, paid, carried out and so with a receipt. */
async function customerWithReceipt(page: Page, request: APIRequestContext) {
  const customer = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, customer.token, services.leakRepair);
  await payWithSandboxCard(request, customer.token, orderId);
  const api = apiAs(request, 'user', customer.token);
  for (const action of ['startorder', 'endorder']) {
    const done = await api.get(action, { orderid: orderId });
    expect(done.body.success, done.body.message).toBe(true);
  }
  return { ...customer, orderId };
}

/** Whether the server rendered the page for `accountType` (the shell marks its root so). */
const renderedFor = (page: Page, accountType: string) =>
  expect(page.locator('#root')).toHaveAttribute('data-rendered-for', accountType);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a customer's history, order and receipt come rendered with their own data", async ({
    page,
    request,
    baseURL,
  }) => {
    const { token, orderId } = await customerWithReceipt(page, request);
    await withPageSession(page, token, baseURL);

    await page.goto('/orders');
    await renderedFor(page, 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Leak repair.*${orderId}`) })).toHaveAttribute(
      'href',
      `/details/${orderId}`,
    );
    await expect(page.locator('style[data-rendered-module="mf-orders"]')).toHaveCount(1);
    await expect(page.locator('main')).toHaveAttribute('inert', '');

    await page.goto(`/details/${orderId}`);
    await renderedFor(page, 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Leak repair' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Receipt', exact: true })).toBeVisible();

    await page.goto(`/orders/${orderId}/receipt`);
    await renderedFor(page, 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(page.getByText('Visa ending 4242')).toBeVisible();
  });

  test("a provider's orders and order come rendered; no one else's order is", async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await signedInAs(page, request, 'user');
    const orderId = await requestService(request, customer.token, services.deepClean);
    const providerToken = await loginDemoProvider(request);
    await withPageSession(page, providerToken, baseURL);

    await page.goto('/provider/orders');
    await renderedFor(page, 'provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`Deep clean.*${orderId}`) })).toBeVisible();

    await page.goto(`/provider/details/${orderId}`);
    await renderedFor(page, 'provider');
    await expect(page.getByRole('heading', { level: 2, name: 'Deep clean' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat Customer' })).toBeVisible();

    // Another customer's order: nothing of it is rendered; the browser would say it cannot be shown.
    const stranger = await signedInAs(page, request, 'user');
    await withPageSession(page, stranger.token, baseURL);
    await page.goto(`/details/${orderId}`);
    await expect(page.locator('#root')).toBeEmpty();
    expect(await page.content()).not.toContain('Deep clean');
  });
});

test('the app takes the rendered history and order over without asking for them again; their links work', async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  const { token, orderId } = await customerWithReceipt(page, request);
  // A session stored before: the app writes the cookie on its first load, the server renders from the next.
  await page.goto('/services');
  await expect.poll(async () => (await pageSessionOf(page))?.value).toBe(token);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() !== 'document' && new URL(sent.url()).pathname === '/api/orders')
      asked.push(sent.url());
  });

  await page.goto('/orders');
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Order history' })).toHaveCount(1);
  await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
  expect(asked).toEqual([]);

  await page.getByRole('link', { name: new RegExp(`Leak repair.*${orderId}`) }).click();
  await expect(page).toHaveURL(`/details/${orderId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Leak repair' })).toBeVisible();

  // Opened anew: rendered by the server, taken over by the app, and its links lead on.
  await page.reload();
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Receipt', exact: true }).click();
  await expect(page).toHaveURL(`/orders/${orderId}/receipt`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the provider's rendered order is taken over and its chat opens", async ({ page, request }) => {
  const problems = problemsOf(page);
  const customer = newAccount('user', 'customer');
  await registerAccount(request, customer);
  const orderId = await requestService(request, await loginToken(request, customer), services.deepClean);
  const providerToken = await loginDemoProvider(request);
  await storeSession(page, providerToken, 'provider');
  // Each load of the app learns whether the provider's email is verified, from the rendered page
  // (data-email-verified) or by asking /api/provider/profile: a navigation cutting that question short would
  // log it, so every load waits until the provider's menu, shown only then, is there.
  const loaded = async (load: () => Promise<unknown>) => {
    await load();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  };
  await loaded(() => page.goto('/provider/orders'));
  await expect.poll(async () => (await pageSessionOf(page))?.value).toBe(providerToken);

  await loaded(() => page.goto('/provider/orders'));
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await page.getByRole('link', { name: new RegExp(`Deep clean.*${orderId}`) }).click();
  await expect(page).toHaveURL(`/provider/details/${orderId}`);
  await loaded(() => page.reload());
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  const chat = page.getByRole('button', { name: 'Chat Customer' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-expanded', 'true');
  expect(problems).toEqual([]);
});
