// In the browser: an operator verifies a provider's KYC from the documents
// shown beside the typed fields; suspends a customer, whose next sign-in is refused (and whose session has
// already ended); finds an order and reads its timeline; refunds part of a paid job from the order's page,
// which the customer then sees on theirs. Every page is checked with axe.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginToken, newAccount, registerAccount, signedInAs } from '../support/accounts';
import { expectAccessible, settled } from '../support/axe';
import { apiAs, payWithSandboxCard, requestService, services } from './orders-support';

test.use({ serviceWorkers: 'block' });

const demoOperator = { email: 'operator@example.com', password: 'Operator#2025' };

// A real picture (one pixel), so each document has something to draw.
const pixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function signInOperator(page: Page) {
  await page.goto('/ops/login');
  await page.getByLabel('Email address').fill(demoOperator.email);
  await page.getByLabel('Password').fill(demoOperator.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/ops$/);
}

/** A provider who has sent KYC through the API, as the verification page does. */
async function providerWithKyc(request: APIRequestContext, lastName: string) {
  const provider = newAccount('provider', 'kyc-review');
  await registerAccount(request, provider);
  const token = await loginToken(request, provider);
  const sent = await request.post('/api/provider/updatekyc', {
    headers: { Authorization: `Bearer ${token}` },
    form: {
      firstName: 'Ada',
      lastName,
      organization: 'Nwosu Cleaning Ltd',
      phone: '07700900456',
      dob: '1988-06-15',
      address: '10 Whitehall',
      province: 'Greater London',
      country: 'United Kingdom',
      idno: 'QQ123456C',
      profileImage: pixelPng,
      meansOfId: pixelPng,
      utilityBill: pixelPng,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { provider, token };
}

test('an operator verifies a provider’s KYC from the documents', async ({ page, request }) => {
  const lastName = `Nwosu${Date.now().toString(36)}`;
  const { token } = await providerWithKyc(request, lastName);
  await signInOperator(page);

  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name: 'Provider reviews' })
    .click();
  await settled(page);
  const card = page.getByRole('article', { name: new RegExp(`^Ada ${lastName}`) });
  await expect(card).toBeVisible();
  // The three documents load (signed for this operator) beside what the provider typed.
  for (const document of ['ID document', 'Utility bill', 'Photo']) {
    const image = card.getByRole('img', { name: `${document} of Ada ${lastName}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(card.getByText('QQ123456C')).toBeVisible();
  await expect(card.getByText('10 Whitehall, Greater London, United Kingdom')).toBeVisible();
  await expectAccessible(page, 'provider reviews');

  // By keyboard: choose VERIFIED and save.
  await card.getByRole('radio', { name: 'VERIFIED' }).focus();
  await page.keyboard.press('Space');
  await card.getByRole('button', { name: 'Save decision' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('KYC marked VERIFIED.')).toBeVisible();
  await expect(card).toHaveCount(0);

  const kyc = (await (
    await request.get('/api/provider/kycdata', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data?: Array<{ Status: string }> };
  expect(kyc.data?.[0]?.Status).toBe('VERIFIED');
});

test('an operator suspends a customer whose next sign-in is refused', async ({ page, request, browser }) => {
  const customer = newAccount('user', 'suspend-me');
  await registerAccount(request, customer);
  const token = await loginToken(request, customer);
  await signInOperator(page);

  await page.goto('/ops/accounts');
  await settled(page);
  await expectAccessible(page, 'accounts');
  await page.getByLabel('Search by email, name, phone or id').fill(customer.email);
  await page.getByRole('link', { name: customer.email }).click();
  await expect(page.getByRole('heading', { level: 1, name: customer.email })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'an account');

  await page.getByLabel('Why is it suspended? (mailed to the owner)').fill('Abusive messages to providers');
  await page.getByRole('button', { name: 'Suspend account' }).click();
  // The confirmation takes the focus: Enter confirms.
  await expect(page.getByRole('button', { name: 'Yes, suspend' })).toBeFocused();
  await expectAccessible(page, 'the suspension confirmation');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Account suspended. Its sessions have ended and the owner has been mailed.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This account is suspended' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Audit log' }).getByText('account.suspend')).toBeVisible();

  // The session the customer had is over.
  expect(
    (await request.get('/api/valsession', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
  // And signing in again is refused, in words.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const customerPage = await context.newPage();
  await customerPage.goto('/login');
  await customerPage.getByLabel('Email address').fill(customer.email);
  await customerPage.getByLabel('Password').fill(customer.password);
  await customerPage.getByLabel('Password').press('Enter');
  await expect(
    customerPage.getByText('Your account is suspended. Please contact Callout support.'),
  ).toBeVisible();
  await expect(customerPage).toHaveURL(/\/login$/);
  await context.close();
});

test('an operator finds an order and reads its timeline', async ({ page }) => {
  await signInOperator(page);
  await page.goto('/ops/orders');
  await settled(page);
  await expectAccessible(page, 'orders');
  const first = page.getByRole('table').getByRole('link').first();
  const orderId = (await first.textContent()) ?? '';
  await page.getByLabel('Search by order id, email or product').fill(orderId);
  await expect(page.getByRole('table').getByRole('link')).toHaveCount(1);
  await page.getByRole('table').getByRole('link', { name: orderId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  await settled(page);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Created');
  await expect(page.getByRole('region', { name: 'Refund' })).toBeVisible();
  await expectAccessible(page, 'an order');
});

test('an operator refunds part of a paid job from its page, and the customer sees the refund', async ({
  page,
  browser,
  request,
}) => {
  // A customer's PER JOB order, paid with the sandbox's 4242 card, started and ended: the money is captured.
  const customerContext = await browser.newContext({ serviceWorkers: 'block' });
  const customerPage = await customerContext.newPage();
  const { token } = await signedInAs(customerPage, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);
  await payWithSandboxCard(request, token, orderId);
  const customer = apiAs(request, 'user', token);
  expect((await customer.get('startorder', { orderid: orderId })).body.success).toBe(true);
  expect((await customer.get('endorder', { orderid: orderId })).body.success).toBe(true);

  await signInOperator(page);
  await page.goto(`/ops/orders/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderId}` })).toBeVisible();
  // The page comes rendered from the server, inert until the app takes it over: fill the app's form.
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  const refund = page.getByRole('region', { name: 'Refund' });
  await expect(refund.getByText(/^Left to refund: £\d+\.\d\d$/)).toBeVisible();

  // Checked before anything is sent: a reason is required.
  await refund.getByLabel('Amount in pounds').fill('12.50');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText('Please give a reason for the refund.')).toBeVisible();
  await refund.getByLabel('Reason (told to the customer)').fill('Arrived an hour late');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText(`Refund £12.50 on order ${orderId} to the customer's card?`)).toBeVisible();
  await expectAccessible(page, 'the refund confirmation');
  // Confirmed by keyboard.
  await refund.getByRole('button', { name: 'Yes, refund' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('£12.50');

  // The customer's order page shows it.
  await customerPage.goto(`/details/${orderId}`);
  await expect(customerPage.getByRole('region', { name: 'Refunds' }).getByRole('listitem')).toHaveText(
    /^Refunded £12\.50 on /,
  );
  await customerContext.close();
});
