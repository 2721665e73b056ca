// Rescheduling by agreement and Book again, at a phone's width (390) and a desktop's (1366): the customer
// proposes another date and window from the order page and the provider accepts it on theirs (free more than
// 24 hours ahead); inside 24 hours the form shows what the move costs before it is proposed; Book again on a
// past order lands on the providers step with that provider's free windows.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import {
  apiAs,
  demoProvider,
  loginDemoProvider,
  londonDateIn,
  payWithSandboxCard,
  services,
} from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844, day: 24, late: services.deepClean },
  { name: 'desktop', width: 1366, height: 900, day: 34, late: services.leakRepair },
] as const;

interface Window {
  Start: string;
  End: string;
  From: string;
}

async function deepCleanId(request: APIRequestContext, token: string): Promise<string> {
  const products = await apiAs(request, 'user', token).post('products', {
    category: 'Cleaning',
    specifics: 'Domestic',
    search: 'Deep clean',
  });
  const found = (products.body.data as Array<{ Id: string; Product: string }>).find(
    (item) => item.Product === 'Deep clean',
  );
  if (!found) throw new Error('no Deep clean in the catalogue');
  return String(found.Id);
}

async function freeWindows(request: APIRequestContext, token: string, prodid: string, date: string) {
  const reply = await apiAs(request, 'user', token).get('arrivalwindows', {
    provider: demoProvider.id,
    prodid,
    date,
  });
  return (reply.body.data as Window[] | undefined) ?? [];
}

/** Books Deep clean with the demo provider at `window` on `date` and pays for it; answers the order id. */
async function bookAndPay(
  request: APIRequestContext,
  token: string,
  prodid: string,
  date: string,
  window: string,
) {
  const created = await apiAs(request, 'user', token).post('requestservice', {
    prodid,
    zipcode: 'SW1A 1AA',
    address: '10 Downing Street, London',
    scheduled: date,
    provider: demoProvider.id,
    window,
  });
  expect(created.body.success, created.body.message).toBe(true);
  await payWithSandboxCard(request, token, created.body.message);
  return created.body.message;
}

/** Opens Reschedule on the order page and picks `date` and its first free window. */
async function pickNewTime(page: Page, date: string) {
  await page.getByRole('button', { name: 'Reschedule' }).click();
  await page.getByLabel('New date').fill(date);
  const windows = page.getByRole('group', { name: 'New arrival window' });
  const first = windows.getByRole('radio').first();
  await expect(first).toBeVisible();
  await first.check();
  return (await first.getAttribute('value')) ?? '';
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a reschedule proposed by the customer and accepted by the provider is free', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      const prodid = await deepCleanId(request, token);
      const offset = size.day + testInfo.repeatEachIndex * 4;
      const bookedDay = londonDateIn(offset);
      const newDay = londonDateIn(offset + 1);
      const [booked] = await freeWindows(request, token, prodid, bookedDay);
      if (!booked) throw new Error(`the demo provider has no window on ${bookedDay}`);
      const orderId = await bookAndPay(request, token, prodid, bookedDay, booked.Start);

      await page.goto(`/details/${orderId}`);
      const start = await pickNewTime(page, newDay);
      await expect(page.getByText('Moving the order now is free.')).toBeVisible();
      await page.getByRole('button', { name: 'Propose new date' }).click();
      const waiting = page.getByRole('group', { name: 'Proposal waiting for an answer' });
      await expect(waiting).toContainText('The customer proposes moving the order');
      await expect(waiting.getByRole('button', { name: 'Withdraw proposal' })).toBeVisible();

      // The provider accepts on their order page.
      const provider = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      await storeSession(provider, await loginDemoProvider(request), 'provider');
      await provider.goto(`/provider/details/${orderId}`);
      const theirs = provider.getByRole('group', { name: 'Proposal waiting for an answer' });
      await expect(theirs).toContainText('The customer proposes moving the order');
      await theirs.getByRole('button', { name: 'Accept' }).click();
      await expect(provider.getByRole('list', { name: 'Moves' })).toContainText('Moved from');
      await provider.close();

      await page.reload();
      await expect(page.getByRole('list', { name: 'Moves' })).toContainText(`${start}–`);
      const details = await apiAs(request, 'user', token).get('orderdetails', { orderid: orderId });
      const shipping = (details.body.shippingInfo as Array<{ ShipDate: string; WindowStart: string }>)[0];
      expect(shipping).toMatchObject({ ShipDate: newDay, WindowStart: start });
      // Free: the payment stays as it was.
      const info = (details.body.orderInfo as Array<{ PaymentStatus: string }>)[0];
      expect(info?.PaymentStatus).toBe('COMPLETED');
    });

    test('a reschedule inside 24 hours shows its cost before it is proposed', async ({ page, request }) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      // Each width books its own provider's earliest window that starts within 24 hours (today's, or
      // tomorrow's before this time of day), so the two never take the same one.
      const { provider, product, category, specific } = size.late;
      const products = await apiAs(request, 'user', token).post('products', {
        category,
        specifics: specific,
        search: product,
      });
      const prodid = String(
        (products.body.data as Array<{ Id: string; Product: string }>).find(
          (item) => item.Product === product,
        )?.Id,
      );
      const soon: Array<{ date: string; window: Window }> = [];
      for (const date of [londonDateIn(0), londonDateIn(1)]) {
        const reply = await apiAs(request, 'user', token).get('arrivalwindows', { provider, prodid, date });
        for (const window of (reply.body.data as Window[] | undefined) ?? []) {
          if (Date.parse(window.From) - Date.now() < 23 * 3600_000) soon.push({ date, window });
        }
      }
      const pick = soon[0];
      if (!pick) throw new Error(`${provider} has no free window starting within 24 hours`);
      const created = await apiAs(request, 'user', token).post('requestservice', {
        prodid,
        zipcode: 'SW1A 1AA',
        address: '10 Downing Street, London',
        scheduled: pick.date,
        provider,
        window: pick.window.Start,
      });
      expect(created.body.success, created.body.message).toBe(true);
      const orderId = created.body.message;

      await page.goto(`/details/${orderId}`);
      await page.getByRole('button', { name: 'Reschedule' }).click();
      // The cost shows before anything is proposed.
      await expect(page.getByText(/^Moving the order now costs £\d+\.\d{2}$/)).toBeVisible();
      await expect(page.getByText(/less than 24 hours away/)).toBeVisible();
      await page.getByLabel('New date').fill(londonDateIn(size.day + 2));
      await page.getByRole('group', { name: 'New arrival window' }).getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Propose new date' }).click();
      await expect(page.getByRole('group', { name: 'Proposal waiting for an answer' })).toContainText(
        /Once accepted, moving it costs the customer £\d+\.\d{2}\./,
      );
    });

    test("Book again from a past order lands on the provider's free windows", async ({
      page,
      request,
    }, testInfo) => {
      page.on('dialog', (dialog) => void dialog.accept());
      const { token } = await signedInAs(page, request, 'user');
      const prodid = await deepCleanId(request, token);
      const day = londonDateIn(size.day + 3 + testInfo.repeatEachIndex * 4);
      const [window] = await freeWindows(request, token, prodid, day);
      if (!window) throw new Error(`the demo provider has no window on ${day}`);
      const orderId = await bookAndPay(request, token, prodid, day, window.Start);
      const cancelled = await apiAs(request, 'user', token).get('cancelorder', { orderid: orderId });
      expect(cancelled.body.success, cancelled.body.message).toBe(true);

      await page.goto(`/details/${orderId}`);
      await page.getByRole('button', { name: 'Book again' }).click();
      await expect(page).toHaveURL('/service/providers');
      await expect(page.getByText('Deep clean', { exact: true })).toBeVisible();
      const windows = page.getByRole('group', { name: 'Arrival window' });
      await expect(windows.getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ }).first()).toBeVisible();
    });
  });
}
