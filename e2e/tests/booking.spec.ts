// In the browser: a new customer books and pays with the sandbox gateway (a declined
// card first), guards send an incomplete draft back, and a published job gets bids from two providers.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPath, signedInAs } from '../support/accounts';
import { fillStreet } from '../support/address';
import { readDraft } from '../support/booking-draft';
import { appTookOver } from '../support/page-session';
import { answerDialogs, askToStartWithin14Days, isoDateIn } from './orders-support';

const demoProviderPassword = 'Provider#2025';

/**
 * Reloads and checks the page is still the same step: the draft came back from IndexedDB. The step comes
 * rendered from the server (from the draft cookie) and is pressed only once the app has taken it over.
 */
async function reloadAndStay(page: Page, path: string, heading: string) {
  await page.reload();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await appTookOver(page);
}

async function pickLocation(page: Page, postcode: string) {
  await page.goto('/service/location');
  await page.getByRole('combobox', { name: 'Postcode' }).fill(postcode);
  await page.getByRole('option', { name: new RegExp(postcode) }).click();
  await fillStreet(page);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL('/service/category');
}

/** Category → specific → service, reloading at every step. */
async function chooseService(page: Page, category: string, specific: string, service: string) {
  await reloadAndStay(page, '/service/category', 'Choose a category');
  await page.getByRole('button', { name: new RegExp(`^${category}`) }).click();
  await expect(page).toHaveURL('/service/specifics');
  await reloadAndStay(page, '/service/specifics', 'Choose the specifics');
  await page.getByRole('button', { name: new RegExp(`^${specific}`) }).click();
  await expect(page).toHaveURL('/service/choose');
  await reloadAndStay(page, '/service/choose', 'Choose a service');
  await page.getByRole('button', { name: new RegExp(`^${service}`) }).click();
  await expect(page).toHaveURL('/service/providers');
  await reloadAndStay(page, '/service/providers', 'Choose a provider');
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await askToStartWithin14Days(page);
  await page.getByRole('button', { name: /^Pay / }).click();
}

async function providerToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(apiPath('provider', 'login'), {
    form: { email, password: demoProviderPassword },
  });
  const body = (await response.json()) as { data?: { Token?: string } };
  if (!body.data?.Token) throw new Error(`demo provider ${email} could not log in: ${JSON.stringify(body)}`);
  return body.data.Token;
}

test('a new customer books a provider, a declined card charges nothing, the sandbox card pays', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');

  await pickLocation(page, 'SW1A 1AA');
  await chooseService(page, 'Cleaning', 'Domestic', 'Deep clean');

  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  await page.getByRole('button', { name: 'Choose Amara Okafor' }).click();
  await page.getByRole('button', { name: 'Request provider' }).click();
  await expect(page).toHaveURL('/service/negotiate');
  const panel = page.getByRole('complementary', { name: 'Your provider' });
  await expect(panel).toBeVisible();
  await expect.poll(async () => (await readDraft(page))?.Order).toBeTruthy();
  const orderId = String((await readDraft(page))?.Order);

  // A reload resumes the same order rather than sending a second request.
  await reloadAndStay(page, '/service/negotiate', 'Negotiate');
  await expect(panel).toBeVisible();
  expect((await readDraft(page))?.Order).toBe(orderId);

  await panel.getByRole('button', { name: 'Order' }).click();
  expect(dialogs).toContain(
    'Do you want to proceed to payment? You can still do so even if your request has not been accepted, the service provider would do so when available',
  );
  await expect(page).toHaveURL(`/service/payments/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  expect(await readDraft(page)).toBeNull();

  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  const afterDecline = await request.get(`/api/paymentintent?orderid=${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const intent = (await afterDecline.json()) as { message: string; data?: unknown };
  expect(intent.message).not.toBe('Payment Completed');
  expect(intent.data).toBeTruthy(); // still waiting for a card: nothing was charged

  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);
  await expect(
    page.locator('#main').getByText('Payment secured! Funds will be released after job completion'),
  ).toBeVisible();
  await expect(page.getByText('Your order is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(`/details/${orderId}`, { timeout: 10_000 });
});

test('guards send an incomplete draft back to the step that fills it', async ({ page, request }) => {
  answerDialogs(page);
  await signedInAs(page, request, 'user');

  await page.goto('/service/negotiate');
  await expect(page).toHaveURL('/getstarted');
  await page.goto('/service/payments');
  await expect(page).toHaveURL('/getstarted');

  await pickLocation(page, 'E1 6AN');
  await page.goto('/service/negotiate');
  await expect(page).toHaveURL('/service/category');
  await page.getByRole('button', { name: /^Plumbing/ }).click();
  await expect(page).toHaveURL('/service/specifics');
  await page.goto('/service/negotiate');
  await expect(page).toHaveURL('/service/specifics');
  await page.goto('/service/providers');
  await expect(page).toHaveURL('/service/specifics');
});

test('a published job gets bids from two providers and the customer engages one', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  await signedInAs(page, request, 'user');

  await pickLocation(page, 'SW1A 1AA');
  await chooseService(page, 'Cleaning', 'Domestic', 'Standard home clean');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  // A job per hour inside the 14 days to cancel: the express request is asked before it is published.
  await page.getByRole('checkbox', { name: /^I ask for the work to start/ }).check();
  await page.getByRole('button', { name: 'Publish Job' }).click();
  expect(dialogs).toContain(
    'This enables you place your job on publish mode and any active service provider interested can bid for it',
  );
  await expect(page).toHaveURL('/service/negotiate');
  await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();
  await expect.poll(async () => (await readDraft(page))?.Order).toBeTruthy();
  const orderId = String((await readDraft(page))?.Order);

  const bidders = [
    { email: 'amara.okafor@example.com', name: 'Amara Okafor', at: { lat: 51.5226, lng: -0.1571 } },
    { email: 'grace.bennett@example.com', name: 'Grace Bennett', at: { lat: 51.4613, lng: -0.1156 } },
  ];
  const bids = page.getByRole('list', { name: 'Bidding providers' });
  for (const [index, bidder] of bidders.entries()) {
    const token = await providerToken(request, bidder.email);
    const placed = await request.get(
      `/api/provider/bidrequest?orderid=${orderId}&lat=${bidder.at.lat}&lng=${bidder.at.lng}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(placed.ok(), await placed.text()).toBe(true);
    // The list is polled: the bid shows up without a reload.
    await expect(bids.getByRole('button', { name: /^Choose / })).toHaveCount(index + 1);
    await expect(bids.getByRole('button', { name: `Choose ${bidder.name}` })).toBeVisible();
    // Each new bid is said once through the page's polite live region and ringed for a moment.
    await expect(page.locator('#callout-announcer')).toHaveText(
      new RegExp(`^New bid from ${bidder.name}: £`),
    );
    await expect(bids.getByRole('listitem').filter({ hasText: bidder.name })).toHaveClass(/motion-arrived/);
  }
  await expect(bids.getByText(/miles? away/)).toHaveCount(2);

  await bids.getByRole('button', { name: 'Choose Amara Okafor' }).click();
  expect(dialogs).toContain('Are you sure you want to proceed?');
  const panel = page.getByRole('complementary', { name: 'Your provider' });
  await expect(panel).toBeVisible();
  const map = panel.getByRole('figure', { name: "Map of the provider's location and the job" });
  await expect(map).toHaveCSS('height', '200px');
  // Only the job on the map (no tiles: they cannot load here, the outline shows instead): a provider's position
  // is shared with the customer only while the job is in progress, and it has not started.
  await expect(map).toHaveAttribute('data-markers', '1');
  await expect(panel.getByText("The provider's location is not known yet.")).toBeVisible();
  // Drawn on the map's canvases: the shipped outline of the UK, the tiles (none load here) and the markers.
  await expect(map.locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await readDraft(page))?.Provider).toBe('PRV-DEMO000001');
});

test('the draft survives a period offline', async ({ page, request, context }) => {
  answerDialogs(page);
  await signedInAs(page, request, 'user');
  await pickLocation(page, 'SW1A 1AA');
  await chooseService(page, 'Cleaning', 'Domestic', 'Deep clean');
  // The app's service worker must control the page before it can open it offline.
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();

  await context.setOffline(true);
  await reloadAndStay(page, '/service/providers', 'Choose a provider');
  await expect(page.getByText('Deep clean', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to services' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a service', level: 1 })).toBeVisible();
  expect(await readDraft(page)).toMatchObject({
    ZipCode: 'SW1A 1AA',
    Category: 'Cleaning',
    Product: 'Deep clean',
  });

  // Back online, the service list loads again by itself and the booking carries on.
  await context.setOffline(false);
  await page.getByRole('button', { name: /^Deep clean/ }).click({ timeout: 15_000 });
  await expect(page).toHaveURL('/service/providers');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  await page.getByRole('button', { name: 'Publish Job' }).click();
  await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();
});
