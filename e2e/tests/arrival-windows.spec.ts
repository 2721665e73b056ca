// Arrival windows, at a phone's width (390) and a desktop's (1366): the customer picks one of the provider's
// free windows on the providers step (by keyboard), the request carries it, the order page shows it beside
// the date, and the provider's next booking that day cannot overlap it.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { apiAs, demoProvider, isoDateIn } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, day: 12 },
  { name: 'desktop', width: 1366, height: 900, day: 13 },
] as const;

/** Location → Cleaning → Domestic → Deep clean, to the providers step. */
async function toProvidersStep(page: Page) {
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: /^Deep clean/ }).click();
  await expect(page).toHaveURL('/service/providers');
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a customer books a window and the provider’s next booking that day cannot overlap it', async ({
      page,
      request,
    }) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      const day = isoDateIn(size.day);
      await toProvidersStep(page);
      await page.getByLabel('Date for the order').fill(day);
      await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();

      const windows = page.getByRole('group', { name: 'Arrival window' });
      const anyTime = windows.getByRole('radio', { name: 'Any time that day' });
      await expect(anyTime).toBeChecked();
      const offered = windows.getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ });
      await expect(offered.first()).toBeVisible();
      // By keyboard: the arrow key moves from "Any time that day" to the first window.
      await anyTime.focus();
      await page.keyboard.press('ArrowDown');
      const first = offered.first();
      await expect(first).toBeChecked();
      const label = (await first.getAttribute('value')) ?? '';
      expect(label).toMatch(/^\d{2}:\d{2}$/);

      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      const orderId = String((await readDraft(page))?.Order);
      expect((await readDraft(page))?.Window).toBe(label);

      const customer = apiAs(request, 'user', token);
      const details = await customer.get('orderdetails', { orderid: orderId });
      const shipping = (details.body.shippingInfo as Array<{ WindowStart: string; WindowEnd: string }>)[0];
      expect(shipping?.WindowStart).toBe(label);
      await page.goto(`/details/${orderId}`);
      await expect(page.getByText(`, ${shipping?.WindowStart}–${shipping?.WindowEnd}`)).toBeVisible();

      // The same provider, the same window, another booking: refused, naming what is still free.
      const prodid = String(
        (
          (
            await customer.post('products', {
              category: 'Cleaning',
              specifics: 'Domestic',
              search: 'Deep clean',
            })
          ).body.data as Array<{ Id: string }>
        )[0]?.Id,
      );
      const again = await customer.post('requestservice', {
        prodid,
        zipcode: 'SW1A 1AA',
        address: '10 Downing Street, London',
        scheduled: day,
        provider: demoProvider.id,
        window: label,
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/^That arrival window is no longer free/);
      const free = await customer.get('arrivalwindows', { provider: demoProvider.id, prodid, date: day });
      expect((free.body.data as Array<{ Start: string }>).map((window) => window.Start)).not.toContain(label);
    });
  });
}
