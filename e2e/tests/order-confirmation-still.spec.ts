// The order confirmation holds still while it fills in: the paid order's summary arrives after the server
// confirmed the payment, and must not push what the page already shows (the offer of pushes) down the
// screen. Lighthouse saw such a shift (CLS 0.29 on a phone) when the summary came in above the offer.
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { payWithSandboxCard, requestService, services } from './orders-support';

/** Lighthouse's budget for layout shifts (scripts/bench/lighthouse.mjs). */
const shiftBudget = 0.05;

test.use({ viewport: { width: 412, height: 823 } });

test('the order confirmation does not move the offer of pushes when the order arrives', async ({
  page,
  request,
}) => {
  const { token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);
  await payWithSandboxCard(request, token, orderId);

  // Once the app has run on this device, the server knows pushes are off here and draws the offer.
  await page.goto('/profile');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'callout-page-push')?.value)
    .toBe('off.0');

  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/service/orderconfirmation/${orderId}`);
  await expect(page.getByText('Your order is confirmed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.locator('.bk-booking')).toBeVisible();

  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThanOrEqual(shiftBudget);
});
