// In the browser against the real server: Cancel and Publish Job on the negotiate page
// leave no order open on the server (checked through the API, as the app reads it), perks are icons with
// their names beside them, and a trending service on the dashboard opens the booking flow at that service.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { apiPath, signedInAs } from '../support/accounts';
import { fillStreet } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { answerDialogs, demoProviderBids, isoDateIn } from './orders-support';

async function pickPlace(page: Page, postcode: string) {
  await page.getByRole('combobox', { name: 'Postcode' }).fill(postcode);
  await page.getByRole('option', { name: new RegExp(postcode) }).click();
  await fillStreet(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
}

/** Location, then Cleaning → Domestic → Deep clean, to the providers page. */
async function toProviders(page: Page) {
  await page.goto('/service/location');
  await pickPlace(page, 'SW1A 1AA');
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
}

/** The order's status as the customer's app reads it: GET /orderdetails with their token. */
async function orderStatus(request: APIRequestContext, token: string, orderId: string) {
  const response = await request.get(`${apiPath('user', 'orderdetails')}?orderid=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { orderInfo?: Array<{ OrderStatus: string }> };
  return body.orderInfo?.[0]?.OrderStatus;
}

async function heldOrder(page: Page): Promise<string> {
  await expect.poll(async () => (await readDraft(page))?.Order).toBeTruthy();
  return String((await readDraft(page))?.Order);
}

/** A perk is an icon with its name written beside it: nothing to hover or tap to read it. */
async function expectPerkIcon(card: Locator, name: string) {
  const perk = card.getByRole('list', { name: 'Perks' }).getByRole('listitem').filter({ hasText: name });
  await expect(perk.getByText(name, { exact: true })).toBeVisible();
  await expect(perk.locator('svg')).toHaveCount(1);
  await expect(card.getByRole('tooltip')).toHaveCount(0);
}

test('Cancel on the negotiate page cancels the order on the server, and perks show as named icons', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  await toProviders(page);

  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Amara Okafor' }) });
  await expect(card).toBeVisible();
  await expectPerkIcon(card, 'Identity verified');
  // The server's icon names are never printed.
  await expect(card.getByRole('list', { name: 'Perks' })).not.toContainText(/profile|sparkle|history/);

  await card.getByRole('button', { name: 'Choose Amara Okafor' }).click();
  await page.getByRole('button', { name: 'Request provider' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  const orderId = await heldOrder(page);
  expect(await orderStatus(request, token, orderId)).toBe('NEW ORDER');

  await page
    .getByRole('complementary', { name: 'Your provider' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  expect(dialogs).toContain('Do you want to cancel order process?');
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => orderStatus(request, token, orderId)).toBe('CANCELLED');
  await expect.poll(() => readDraft(page)).toBeNull();
  // The dashboard no longer lists it among the active orders.
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await expect(page.locator(`a[href="/details/${orderId}"]`)).toHaveCount(0);
});

test('Publish Job cancels the order it replaces; bids show perk icons; Cancel then cancels the job', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  await toProviders(page);
  await page.getByRole('button', { name: 'Choose Amara Okafor' }).click();
  await page.getByRole('button', { name: 'Request provider' }).click();
  const direct = await heldOrder(page);

  await page
    .getByRole('complementary', { name: 'Your provider' })
    .getByRole('button', { name: 'Publish Job' })
    .click();
  expect(dialogs).toContain('Do you want to publish job and search for other active providers?');
  await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();
  await expect.poll(async () => (await readDraft(page))?.Order).not.toBe(direct);
  const published = await heldOrder(page);
  expect(await orderStatus(request, token, direct)).toBe('CANCELLED');
  expect(await orderStatus(request, token, published)).toBe('NEW ORDER');

  // A demo provider bids; the bid card's perks are icons with names too.
  await demoProviderBids(request, published);
  const bids = page.getByRole('list', { name: 'Bidding providers' });
  const bidCard = bids.getByRole('listitem').filter({ hasText: 'Amara Okafor' });
  await expect(bidCard).toBeVisible();
  await expectPerkIcon(bidCard, 'Identity verified');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect.poll(() => orderStatus(request, token, published)).toBe('CANCELLED');
});

test('a trending service on the dashboard opens the booking flow at that service', async ({
  page,
  request,
}) => {
  answerDialogs(page);
  await signedInAs(page, request, 'user');
  await page.goto('/dashboard');
  const trending = page.getByRole('region', { name: 'Trending services' });
  const book = trending.getByRole('button', { name: /^Book / }).first();
  await expect(book).toBeVisible();
  const service = (await book.textContent())?.replace(/^Book /, '').trim() ?? '';
  expect(service).not.toBe('');

  await book.click();
  await expect(page).toHaveURL('/service/location');
  expect(await readDraft(page)).toMatchObject({ Product: service });
  // Where the job is comes first; then straight to the providers of that service.
  await pickPlace(page, 'SW1A 1AA');
  await expect(page).toHaveURL('/service/providers');
  await expect(page.getByText(service, { exact: true })).toBeVisible();
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();
  expect(await readDraft(page)).toMatchObject({ Product: service, ZipCode: 'SW1A 1AA' });
});
