// In the browser: two signed-in browsers (customer and provider) take a paid PER JOB
// order through start, live tracking, end and both reviews; a PER HOUR order ends on the payment page;
// what an order may not do is neither offered nor allowed.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signedInAs, storeSession } from '../support/accounts';
import {
  answerDialogs,
  apiAs,
  isoDateIn,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
} from './orders-support';

const positions = {
  first: { latitude: 51.5226, longitude: -0.1571 },
  second: { latitude: 51.5101, longitude: -0.1342 },
};

/** The value shown for a term of the order's facts. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

const actions = (page: Page) => page.getByRole('region', { name: 'Order actions' });

async function actionNames(page: Page): Promise<string[]> {
  await expect(fact(page, 'Status')).toBeVisible();
  const region = actions(page);
  if ((await region.count()) === 0) return [];
  return region.locator('button, a').allTextContents();
}

/** A second browser, signed in as the demo provider, that may read the device's position. */
async function providerBrowser(browser: Browser, token: string) {
  const context = await browser.newContext({ geolocation: positions.first, permissions: ['geolocation'] });
  const page = await context.newPage();
  await storeSession(page, token, 'provider');
  return { context, page };
}

async function leaveReview(section: Locator, stars: number, text: string) {
  await section.getByRole('radio', { name: `${stars} stars` }).check();
  await section.getByLabel('Your review (optional)').fill(text);
  await section.getByRole('button', { name: 'Submit review' }).click();
  await expect(section.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(section.getByRole('img', { name: `Rated ${stars} out of 5` })).toBeVisible();
}

test('a paid PER JOB order is started, tracked, ended and reviewed from both sides', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const customerDialogs = answerDialogs(page);
  const { token: customerToken } = await signedInAs(page, request, 'user');
  const providerToken = await loginDemoProvider(request);
  const orderId = await requestService(request, customerToken, services.deepClean);
  await payWithSandboxCard(request, customerToken, orderId);

  // The customer's history lists it and leads to it.
  await page.goto('/orders');
  await page.getByRole('link', { name: new RegExp(`Deep clean.*${orderId}`) }).click();
  await expect(page).toHaveURL(`/details/${orderId}`);
  await expect(fact(page, 'Status')).toHaveText('SCHEDULED');
  await expect(fact(page, 'Price')).toHaveText('£180.00 PER JOB');
  await expect(page.getByRole('button', { name: 'Save provider' })).toHaveAttribute('aria-pressed', 'false');
  expect(await actionNames(page)).toEqual(['Start Order', 'Cancel Order']);

  await page.getByRole('button', { name: 'Start Order' }).click();
  expect(customerDialogs).toContain('Start order? Ensure provider is available to begin delivering job');
  await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
  await expect(actions(page).getByRole('button')).toHaveText(['End Order', 'Cancel Order']);
  const map = page.getByRole('figure', { name: "Map of the provider's location and the job" });
  await expect(map).toHaveCSS('height', '200px');
  // Drawn on the map's canvases: the shipped outline of the UK, the tiles (none load here) and the markers.
  await expect(map.locator('canvas').first()).toBeVisible();

  // The provider's page reports the device's position every 5 s; the customer's map follows it.
  const provider = await providerBrowser(browser, providerToken);
  const providerDialogs = answerDialogs(provider.page);
  await provider.page.goto('/provider/orders');
  await expect(
    provider.page
      .getByRole('list', { name: 'Orders' })
      .getByText(/Customer: /)
      .first(),
  ).toBeVisible();
  await provider.page.goto(`/provider/details/${orderId}`);
  await expect(fact(provider.page, 'Status')).toHaveText('IN-PROGRESS');
  await expect(provider.page.getByText('Your location is shared with the customer')).toBeVisible();
  expect(await actionNames(provider.page)).toEqual(['Cancel Order']);
  await expect(provider.page.getByRole('button', { name: 'Chat Customer' })).toBeVisible();
  await expect(provider.page.getByRole('button', { name: /^Save / })).toHaveCount(0);

  await expect(map).toHaveAttribute('data-provider-position', '51.5226,-0.1571', { timeout: 15_000 });
  await expect(map).toHaveAttribute('data-markers', '2');
  // Without a routing service there is no driving time to estimate an arrival from (live-tracking.spec.ts).
  await expect(page.getByTestId('arrival-estimate')).toHaveText(
    'No arrival time can be estimated without a driving route.',
  );
  await provider.context.setGeolocation(positions.second);
  await expect(map).toHaveAttribute('data-provider-position', '51.5101,-0.1342', { timeout: 15_000 });

  await page.getByRole('button', { name: 'End Order' }).click();
  expect(customerDialogs).toContain(
    'End order? Ensure provider has completed delivering job and it has been inspected',
  );
  await expect(fact(page, 'Status')).toHaveText('COMPLETED');
  await expect(page).toHaveURL(`/details/${orderId}`);
  await expect(fact(page, 'Payment status')).toHaveText('COMPLETED');
  await expect(fact(page, 'Time taken')).toHaveText(/^\d+ hours?, \d+ minutes?, \d+ seconds?$/);
  expect(await actionNames(page)).toEqual(['Reorder', 'Book again']);
  await expect(page.getByRole('button', { name: 'Chat Provider' })).toHaveCount(0);
  await expect(map).toHaveCount(0);

  // Paid up: there is nothing left to pay (capturing exactly once is the server's own test).
  const intent = await apiAs(request, 'user', customerToken).get('paymentintent', { orderid: orderId });
  expect(intent.body.message).toBe('Payment Completed');

  await leaveReview(page.getByRole('region', { name: 'Review' }), 3, 'Thorough, a little late.');

  // The provider's poll learns that the order ended; its review form appears without a reload.
  const providerReview = provider.page.getByRole('region', { name: 'Review' });
  await expect(providerReview.getByRole('group', { name: 'Rating' })).toBeVisible({ timeout: 15_000 });
  await expect(provider.page.getByText('Your location is shared with the customer')).toHaveCount(0);
  await leaveReview(providerReview, 5, 'Friendly and ready on time.');
  expect(providerDialogs).toEqual([]);

  // Ratings are the average of real reviews: the demo provider's is now this customer's 3 stars.
  const profile = await apiAs(request, 'provider', providerToken).get('profile');
  expect((profile.body.data as { rating: number | null }).rating).toBe(3);
  await provider.context.close();
});

test('a PER HOUR order ends on the payment page and is paid for the time taken', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.homeClean);

  await page.goto(`/details/${orderId}`);
  await expect(fact(page, 'Price')).toHaveText('£18.00 PER HOUR');
  // Paid after the job, so it starts without a payment.
  await page.getByRole('button', { name: 'Start Order' }).click();
  await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
  await page.getByRole('button', { name: 'End Order' }).click();
  await expect(page).toHaveURL(`/service/payments/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  expect(dialogs.filter((message) => message.startsWith('End order?'))).toHaveLength(1);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  // Priced by the time taken: under a quarter of an hour at £18 an hour.
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveText('Pay £4.50');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/details/${orderId}`, { timeout: 15_000 });
  await expect(fact(page, 'Status')).toHaveText('COMPLETED');
  await expect(fact(page, 'Payment status')).toHaveText('COMPLETED');
  expect(await actionNames(page)).toEqual(['Reorder', 'Book again']);
});

test('illegal moves are neither offered nor allowed', async ({ page, request }) => {
  answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const customer = apiAs(request, 'user', token);
  const orderId = await requestService(request, token, services.deepClean);

  // An unpaid PER JOB order offers payment instead of a start, and never an end.
  await page.goto(`/details/${orderId}`);
  expect(await actionNames(page)).toEqual(['Make Payment', 'Cancel Order']);
  await expect(page.getByRole('link', { name: 'Make Payment' })).toHaveAttribute(
    'href',
    `/service/payments/${orderId}`,
  );
  const start = await customer.get('startorder', { orderid: orderId });
  expect(start.status).toBeGreaterThanOrEqual(400);
  expect(start.status).toBeLessThan(500);
  expect(start.body).toMatchObject({
    success: false,
    message: 'Please complete payment before starting this order.',
  });
  const end = await customer.get('endorder', { orderid: orderId });
  expect([end.status, end.body.message]).toEqual([
    expect.any(Number),
    'Only an order in progress can be ended.',
  ]);
  expect(end.status).toBeGreaterThanOrEqual(400);

  // Someone else's order is not there at all.
  const stranger = await signedInAs(await page.context().newPage(), request, 'user');
  const foreign = await apiAs(request, 'user', stranger.token).get('cancelorder', { orderid: orderId });
  expect(foreign.status).toBe(404);

  // Cancelled, it offers what a closed unpaid order allows (Make Payment, Reorder, Book again), and the provider may do
  // nothing more.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Cancel order?' });
  await expect(confirmation.getByText('Cancelling now is free.')).toBeVisible();
  await confirmation.getByRole('button', { name: 'Yes, cancel order' }).click();
  await expect(fact(page, 'Status')).toHaveText('CANCELLED');
  expect(await actionNames(page)).toEqual(['Make Payment', 'Reorder', 'Book again']);
  const providerToken = await loginDemoProvider(request);
  const again = await apiAs(request, 'provider', providerToken).get('cancelorder', { orderid: orderId });
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(again.body.success).toBe(false);

  // Reorder: a new date, and the booking flow picks the order up again.
  await page.getByRole('button', { name: 'Reorder' }).click();
  await page.getByLabel('Date for the order').fill(isoDateIn(2));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  await expect(page.getByText('Deep clean').first()).toBeVisible();
});
