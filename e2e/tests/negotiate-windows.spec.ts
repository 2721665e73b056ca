// The negotiate step offers the chosen provider's free arrival windows as soon as it opens, at a phone's
// width (390) and a desktop's (1366): after Reorder (a provider and a date, no window), the request for any
// time that day goes at once, as the step always sends it, and the windows show beside it; the customer
// picks one by keyboard and the request is replaced by one for that window.
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { readDraft } from '../support/booking-draft';
import { apiAs, isoDateIn, requestService, services } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, day: 54 },
  { name: 'desktop', width: 1366, height: 900, day: 56 },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('after Reorder the step shows the provider’s windows at once, and a pick replaces the request for any time', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      const customer = apiAs(request, 'user', token);
      const earlier = await requestService(request, token, services.deepClean);
      const cancelled = await customer.get('cancelorder', { orderid: earlier });
      expect(cancelled.body.success, cancelled.body.message).toBe(true);

      await page.goto(`/details/${earlier}`);
      await page.getByRole('button', { name: 'Reorder' }).click();
      await page.getByLabel('Date for the order').fill(isoDateIn(size.day + testInfo.repeatEachIndex));
      await page.getByRole('button', { name: 'Proceed' }).click();
      await expect(page).toHaveURL('/service/negotiate');

      const windows = page.getByRole('group', { name: 'Arrival window' });
      const anyTime = windows.getByRole('radio', { name: 'Any time that day' });
      await expect(anyTime).toBeChecked();
      const offered = windows.getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ });
      await expect(offered.first()).toBeVisible();
      // The request for any time that day is sent meanwhile.
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      const anyTimeOrder = String((await readDraft(page))?.Order);
      expect((await readDraft(page))?.Window).toBeUndefined();

      // By keyboard: the arrow key moves from "Any time that day" to the first window.
      const label = (await offered.first().getAttribute('value')) ?? '';
      expect(label).toMatch(/^\d{2}:\d{2}$/);
      await anyTime.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await readDraft(page))?.Window, { timeout: 30_000 }).toBe(label);
      await expect
        .poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 })
        .not.toBe(anyTimeOrder);
      await expect.poll(async () => (await readDraft(page))?.Order, { timeout: 30_000 }).toBeTruthy();
      await expect(windows).toHaveCount(0);

      const windowOrder = String((await readDraft(page))?.Order);
      const details = await customer.get('orderdetails', { orderid: windowOrder });
      const shipping = (details.body.shippingInfo as Array<{ WindowStart: string }>)[0];
      expect(shipping?.WindowStart).toBe(label);
      const replaced = await customer.get('orderdetails', { orderid: anyTimeOrder });
      expect((replaced.body.orderInfo as Array<{ OrderStatus: string }>)[0]?.OrderStatus).toBe('CANCELLED');
    });
  });
}
