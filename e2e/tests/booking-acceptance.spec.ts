// A request its provider answers, at a phone's width (390) and a desktop's (1366): both sides see it waiting,
// the provider declines, the customer gives it to another provider free that day (the card hold carried
// over), that one accepts; and an order days ahead offers no Start Order, which the server refuses too.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiPath, signedInAs, storeSession } from '../support/accounts';
import { apiAs, demoProvider, londonDateIn, payWithSandboxCard, services } from './orders-support';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

/** Another demo provider offering Deep clean whose area covers SW1A. */
const grace = { name: 'Grace Bennett', email: 'grace.bennett@example.com', password: demoProvider.password };

/** Books Deep clean on `day` (London) with the demo provider, as the booking flow does; answers the id. */
async function book(page: Page, token: string, day: string): Promise<string> {
  const customer = apiAs(page.request, 'user', token);
  const { category, specific, product, provider } = services.deepClean;
  const products = await customer.post('products', { category, specifics: specific, search: product });
  const found = (products.body.data as { Id: string; Product: string }[] | undefined)?.find(
    (item) => item.Product === product,
  );
  const created = await customer.post('requestservice', {
    prodid: String(found?.Id),
    zipcode: 'SW1A 1AA',
    address: '10 Downing Street, London',
    scheduled: day,
    provider,
  });
  expect(created.body.success, created.body.message).toBe(true);
  return created.body.message;
}

/** A provider's own tab, signed in as `email`, at the test's size. */
async function providerTab(browser: Browser, page: Page, email: string, password: string): Promise<Page> {
  const login = await page.request.post(apiPath('provider', 'login'), { form: { email, password } });
  const token = ((await login.json()) as { data?: { Token?: string } }).data?.Token;
  expect(token, `${email} logs in`).toBeTruthy();
  const context = await browser.newContext({ viewport: page.viewportSize() });
  const tab = await context.newPage();
  await storeSession(tab, token ?? '', 'provider');
  tab.on('dialog', (dialog) => void dialog.accept());
  return tab;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a declined request goes to another free provider, who accepts it, paid once', async ({
      page,
      request,
      browser,
    }) => {
      const { token } = await signedInAs(page, request, 'user');
      const orderId = await book(page, token, londonDateIn(0));
      await payWithSandboxCard(request, token, orderId);

      await page.goto(`/details/${orderId}`);
      const customerSees = page.getByRole('region', { name: 'Request' });
      await expect(customerSees.getByText(`Waiting for ${demoProvider.name} to accept`)).toBeVisible();

      const amara = await providerTab(browser, page, demoProvider.email, demoProvider.password);
      await amara.goto(`/provider/details/${orderId}`);
      const asked = amara.getByRole('region', { name: 'Request' });
      await expect(asked.getByText(/^Waiting for you to accept this request\./)).toBeVisible();
      await asked.getByRole('button', { name: 'Decline Request' }).click();
      // The order is no longer the provider's: their page goes back to their orders.
      await expect(amara).toHaveURL('/provider/orders');

      await page.reload();
      await expect(customerSees.getByText(`${demoProvider.name} declined this request`)).toBeVisible();
      await expect(
        customerSees.getByText('Your payment stays as it is: you will not be charged again.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Order' })).toHaveCount(0);
      const free = customerSees.getByRole('list', { name: /^Providers free on / });
      await expect(free.getByRole('button', { name: `Choose ${demoProvider.name}` })).toHaveCount(0);
      await free.getByRole('button', { name: `Choose ${grace.name}` }).click();
      await expect(customerSees.getByText(`Waiting for ${grace.name} to accept`)).toBeVisible();

      const graceTab = await providerTab(browser, page, grace.email, grace.password);
      await graceTab.goto(`/provider/details/${orderId}`);
      const graceAsked = graceTab.getByRole('region', { name: 'Request' });
      await graceAsked.getByRole('button', { name: 'Accept Request' }).click();
      await expect(graceAsked.getByText('You accepted this request.')).toBeVisible();

      await page.reload();
      await expect(customerSees.getByText(`Accepted by ${grace.name}`)).toBeVisible();
      // Today is the job's day, and the hold was carried over: it can start, with nothing more to pay.
      await expect(page.getByRole('button', { name: 'Start Order' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Make Payment' })).toHaveCount(0);
      await graceTab.context().close();
      await amara.context().close();
    });

    test('an order days ahead offers no Start Order, and the server refuses to start it', async ({
      page,
      request,
    }) => {
      const { token } = await signedInAs(page, request, 'user');
      const ahead = await book(page, token, londonDateIn(3));
      await payWithSandboxCard(request, token, ahead);
      await page.goto(`/details/${ahead}`);
      await expect(page.getByRole('heading', { name: 'Deep clean' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Order' })).toHaveCount(0);
      const started = await apiAs(request, 'user', token).get('startorder', { orderid: ahead });
      expect(started.status).toBe(409);
      expect(started.body).toMatchObject({ success: false });
      expect(started.body.message).toMatch(
        /^You can start this order on \d{1,2} \w+ \d{4}, the day of the job\.$/,
      );
    });
  });
}
