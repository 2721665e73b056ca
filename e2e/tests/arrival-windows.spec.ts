// Arrival windows, at a phone's width (390) and a desktop's (1366): the customer picks one of the provider's
// free windows on the providers step (by keyboard), the request carries it, the order page shows it beside
// the date, and the provider's next booking that day cannot overlap it. A PER HOUR job booked for some hours
// shows them, and its window, on both sides' order pages.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { apiAs, demoProvider, isoDateIn, loginDemoProvider } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, day: 12, hourlyDay: 22 },
  { name: 'desktop', width: 1366, height: 900, day: 13, hourlyDay: 23 },
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

    test('the order page shows the hours booked for a PER HOUR job and its window, to both sides', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      await giveDemoLocation(page);
      await page.getByRole('button', { name: /^Cleaning/ }).click();
      await page.getByRole('button', { name: /^Domestic/ }).click();
      await page.getByRole('button', { name: /^Standard home clean/ }).click();
      await expect(page).toHaveURL('/service/providers');
      await page
        .getByLabel('Date for the order')
        .fill(isoDateIn(size.hourlyDay + testInfo.repeatEachIndex * 2));
      await page.getByLabel('Hours').selectOption('3');
      await page.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
      const first = page
        .getByRole('group', { name: 'Arrival window' })
        .getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ })
        .first();
      await first.check();
      const start = (await first.getAttribute('value')) ?? '';
      await page.getByRole('button', { name: 'Request provider' }).click();
      await expect(page).toHaveURL('/service/negotiate');
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      const orderId = String((await readDraft(page))?.Order);

      const details = await apiAs(request, 'user', token).get('orderdetails', { orderid: orderId });
      const shipping = (
        details.body.shippingInfo as Array<{ WindowStart: string; WindowEnd: string; BookedHours?: number }>
      )[0];
      expect(shipping).toMatchObject({ WindowStart: start, BookedHours: 3 });

      // Each side's order page: the window beside the date, and the hours booked.
      const provider = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await storeSession(provider, await loginDemoProvider(request), 'provider');
      for (const [screen, path] of [
        [page, `/details/${orderId}`],
        [provider, `/provider/details/${orderId}`],
      ] as const) {
        await screen.goto(path);
        const facts = screen.getByRole('region', { name: 'Standard home clean' });
        await expect(facts.getByText(`, ${shipping?.WindowStart}–${shipping?.WindowEnd}`)).toBeVisible();
        await expect(facts.getByRole('definition').filter({ hasText: /^3 hours$/ })).toBeVisible();
        await expect(facts.getByRole('term').filter({ hasText: /^Hours booked$/ })).toBeVisible();
      }
      await provider.close();
    });
  });
}
