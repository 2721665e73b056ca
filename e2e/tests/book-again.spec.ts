// Book again and the hours of a PER HOUR service, at a phone's width (390) and a desktop's (1366): Book again
// from a saved provider and from a past order in the orders list lands on the providers step with the same
// service, that provider and their free arrival windows, so the customer only picks a window and books;
// a PER HOUR service asks how many hours, and the estimate and the request carry them.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { apiAs, demoProvider, londonDateIn } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, day: 41 },
  { name: 'desktop', width: 1366, height: 900, day: 47 },
] as const;

/** A Deep clean requested from the demo provider and then cancelled: a past order with them. */
async function pastOrder(request: APIRequestContext, token: string, day: string): Promise<string> {
  const customer = apiAs(request, 'user', token);
  const products = await customer.post('products', {
    category: 'Cleaning',
    specifics: 'Domestic',
    search: 'Deep clean',
  });
  const prodid = (products.body.data as Array<{ Id: string; Product: string }>).find(
    (product) => product.Product === 'Deep clean',
  )?.Id;
  const created = await customer.post('requestservice', {
    prodid: String(prodid),
    zipcode: 'SW1A 1AA',
    address: '10 Downing Street, London',
    scheduled: day,
    provider: demoProvider.id,
  });
  expect(created.body.success, created.body.message).toBe(true);
  const cancelled = await customer.get('cancelorder', { orderid: created.body.message });
  expect(cancelled.body.success, cancelled.body.message).toBe(true);
  return created.body.message;
}

/** On the providers step after Book again: the same service and provider, their windows on `day`. */
async function expectProviderWindows(page: Page, day: string) {
  await expect(page).toHaveURL('/service/providers');
  await expect(page.getByText('Deep clean', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Booking with ${demoProvider.name}: their free`))).toBeVisible();
  await page.getByLabel('Date for the order').fill(day);
  const windows = page.getByRole('group', { name: 'Arrival window' });
  const offered = windows.getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ });
  await expect(offered.first()).toBeVisible();
  return offered;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('Book again from a saved provider goes to their free windows, and the request carries the window', async ({
      page,
      request,
    }, testInfo) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      await pastOrder(request, token, londonDateIn(size.day));
      const saved = await apiAs(request, 'user', token).post('toggleprovidersave', {
        value: demoProvider.id,
      });
      expect(saved.body.success, saved.body.message).toBe(true);

      await page.goto('/profile/providers');
      // By keyboard: the link is reached and followed like any other.
      const again = page.getByRole('link', { name: `Book again with ${demoProvider.name}` });
      await again.focus();
      await page.keyboard.press('Enter');
      const day = londonDateIn(size.day + 1 + testInfo.repeatEachIndex * 2);
      const offered = await expectProviderWindows(page, day);
      const first = offered.first();
      await first.check();
      const start = (await first.getAttribute('value')) ?? '';
      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      const draft = await readDraft(page);
      expect(draft).toMatchObject({ Provider: demoProvider.id, Scheduled: day, Window: start });
      const details = await apiAs(request, 'user', token).get('orderdetails', {
        orderid: String(draft?.Order),
      });
      const shipping = (details.body.shippingInfo as Array<{ WindowStart: string; ShipAddress: string }>)[0];
      expect(shipping).toMatchObject({ WindowStart: start, ShipAddress: '10 Downing Street, London' });
    });

    test('Book again from a past order in the orders list goes to the provider’s free windows', async ({
      page,
      request,
    }, testInfo) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      const orderId = await pastOrder(request, token, londonDateIn(size.day + 2));
      await page.goto('/orders');
      const row = page.getByRole('listitem').filter({ hasText: orderId });
      await row.getByRole('link', { name: 'Book again' }).click();
      await expect(page).toHaveURL('/service/providers');
      await expectProviderWindows(page, londonDateIn(size.day + 3 + testInfo.repeatEachIndex * 2));
    });

    test('a PER HOUR service asks how many hours, fits the windows to them and books them', async ({
      page,
      request,
    }, testInfo) => {
      page.on('dialog', (dialog) => void dialog.accept());
      await signedInAs(page, request, 'user');
      await giveDemoLocation(page);
      await page.getByRole('button', { name: /^Cleaning/ }).click();
      await page.getByRole('button', { name: /^Domestic/ }).click();
      await page.getByRole('button', { name: /^Standard home clean/ }).click();
      await expect(page).toHaveURL('/service/providers');
      await page
        .getByLabel('Date for the order')
        .fill(londonDateIn(size.day + 4 + testInfo.repeatEachIndex * 2));
      const hours = page.getByLabel('Hours');
      await expect(hours).toHaveValue('1');
      await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
      const windows = page.getByRole('group', { name: 'Arrival window' });
      const offered = windows.getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ });
      await expect(offered.first()).toBeVisible();
      const oneHour = await offered.count();
      await expect(page.getByText(/^Estimated total for 1 hour: £\d+\.\d{2}$/)).toBeVisible();

      await hours.selectOption('4');
      await expect(page.getByText(/^Estimated total for 4 hours: £\d+\.\d{2}$/)).toBeVisible();
      // A longer job fits fewer windows into the provider's day.
      await expect.poll(() => offered.count()).toBeLessThan(oneHour);
      await offered.first().check();
      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect(
        page.getByRole('region', { name: 'Provider and price' }).getByText(/^Estimated total for 4 hours/),
      ).toBeVisible();
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      expect((await readDraft(page))?.Hours).toBe('4');
    });
  });
}
