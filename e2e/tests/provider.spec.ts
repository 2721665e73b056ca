// In the browser: a new provider joins, verifies the email on the dashboard, submits
// KYC; an operator (through the ops CLI) verifies it; the provider asks to offer a service within its price
// bounds, the operator approves, the provider sets the schedule; a customer then finds them for that service
// and date (and not while INACTIVE or SCHEDULED elsewhere), and the provider bids on the customer's job.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { latestCode, loginToken, newAccount, registerAccount } from '../support/accounts';
import { operatorAtWork } from '../support/operator-cli';
import type { RunningServer } from '../support/server';
import { answerDialogs, isoDateIn } from './orders-support';

const operatorCli = operatorAtWork('provider', {
  email: 'olu.reviewer@callout.co.uk',
  firstName: 'Olu',
  lastName: 'Reviewer',
  password: 'a-long-reviewer-password',
});
const { ops } = operatorCli;
let server: RunningServer;

// Bidding sends the device's position; the browser is somewhere in Westminster and allowed to say so.
test.use({
  serviceWorkers: 'block',
  geolocation: { latitude: 51.501, longitude: -0.1246 },
  permissions: ['geolocation'],
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await operatorCli.start(Number(process.env.E2E_PORT ?? 8181) + 70);
});

test.afterAll(async () => {
  await operatorCli.stop();
});

const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: pixelPng });

/** The customer's view: the providers offering `productId` on `date`. */
async function providersFor(request: APIRequestContext, token: string, productId: string, date: string) {
  const response = await request.post(`${server.url}/api/activeproviders`, {
    form: { schedule: date, prodid: productId, search: '' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: { PersonnelID: string }[] };
  return (body.data ?? []).map((provider) => provider.PersonnelID);
}

async function setSchedule(page: Page, status: string, dates?: { starts: string; ends: string }) {
  // The server renders the screen; its form works once the app has taken it over (nothing inert).
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await page.getByLabel('Status').selectOption({ label: status });
  if (dates) {
    await page.getByLabel('Starts').fill(dates.starts);
    await page.getByLabel('Ends').fill(dates.ends);
  }
  await page.getByRole('button', { name: 'Update Schedule' }).click();
  await expect(page.getByText('Schedule updated successfully.')).toBeVisible();
  await page.reload(); // The next save must show its own confirmation, not this one.
  await expect(page.getByLabel('Status')).toBeVisible();
}

test('a new provider is verified, approved, found by a customer and bids on their job', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const base = server.url;
  const dialogs = answerDialogs(page);
  const provider = newAccount('provider', 'pro-journey');

  // Joins through /join and signs in.
  await page.goto(`${base}/join`);
  await page.getByLabel('Email address').fill(provider.email);
  await page.getByLabel('Phone number').fill(provider.phone);
  await page.getByLabel('Password', { exact: true }).fill(provider.password);
  await page.getByLabel('Confirm password').fill(provider.password);
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page).toHaveURL(`${base}/provider/login`);
  await page.getByLabel('Password').fill(provider.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(`${base}/provider`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Providers Dashboard');

  // Verifies the email with the code mailed at registration; the menu appears only then.
  const emailCard = page.getByRole('region', { name: 'Email Verification Required' });
  await expect(emailCard.getByRole('timer')).toHaveText(/^Resend code in 1:[0-3]\d$/);
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Verify Profile' })).toBeVisible();
  const code = await latestCode(request, provider.email, /verify your email/, base);
  await emailCard.getByLabel('Verification code').fill(code);
  await emailCard.getByRole('button', { name: 'Verify' }).click();
  await expect(emailCard).toHaveCount(0);
  expect(dialogs).toContain('Email verified successfully.');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Home', 'Profile', 'Services', 'Orders', 'Support']);

  // Submits KYC; what was typed and chosen survives a reload before sending.
  await page.getByRole('link', { name: 'Verify Now' }).click();
  await expect(page).toHaveURL(`${base}/provider/verification`);
  const fields: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', 'Nwosu'],
    ['Organisation', 'Nwosu Cleaning Ltd'],
    ['Phone', '07700900456'],
    ['Date of birth', '1988-06-15'],
    ['Address', '10 Whitehall'],
    ['Province or county', 'Greater London'],
    ['Country', 'United Kingdom'],
    ['Identity (insurance) number', 'QQ123456C'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Profile photo').setInputFiles(png('photo.png'));
  await page.getByLabel('Means of identification').setInputFiles(png('passport.png'));
  await page.getByLabel('Utility bill').setInputFiles(png('bill.png'));
  await expect(page.getByText('Chosen: bill.png')).toBeVisible();
  await page.waitForTimeout(600); // Drafts are written after a pause in typing.
  await page.reload();
  await expect(page.getByLabel('Organisation')).toHaveValue('Nwosu Cleaning Ltd');
  await expect(page.getByText('Chosen: passport.png')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('SUBMITTED', { exact: true })).toBeVisible();
  expect(dialogs.some((said) => /submitted/i.test(said))).toBe(true);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // The operator finds the submission and verifies it.
  const token = await page.evaluate(() => localStorage.getItem('serve'));
  const profile = (await (
    await request.get(`${base}/api/provider/profile`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { data: { UserData: { PersonnelID: string }[] } };
  const providerId = profile.data.UserData[0]?.PersonnelID ?? '';
  expect(ops(['kyc:list'])).toContain(providerId);
  expect(ops(['kyc:review', providerId, 'VERIFIED'])).toContain(providerId);
  await page.reload();
  await expect(page.getByText('VERIFICATION COMPLETED')).toBeVisible();

  // The dashboard now shows the chart (no orders yet) instead of the verification prompt.
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Monthly Orders' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify Profile' })).toHaveCount(0);
  await expect(page.locator('.pv-counter dd')).toHaveText(['0', '0', '0%']);

  // Asks to offer 'Standard home clean' (£15–£30 an hour): too low first, then within the bounds.
  await menu.getByRole('link', { name: 'Services' }).click();
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  const price = page.getByLabel('Your price for Standard home clean (£)');
  await price.fill('10');
  await price.press('Enter');
  expect(dialogs).toContain('Create request for this product?');
  expect(dialogs).toContain(
    'Please specify price not less than set minimum price you want to charge for the service. Thanks.',
  );
  await price.fill('45');
  await price.blur();
  await expect(price).toHaveValue('30.00'); // clamped to the maximum
  await price.fill('22.50');
  await page.getByRole('button', { name: 'Request Standard home clean' }).click();
  await expect(page.getByText(/Request created/)).toBeVisible();

  // The operator approves it; View Requests shows it ACTIVE.
  const pending = ops(['services:list'])
    .split(/\n(?=#)/)
    .find((block) => block.includes(providerId) && block.includes('Standard home clean'));
  const requestId = pending?.match(/^#(\d+)/)?.[1];
  expect(requestId, ops(['services:list'])).toBeTruthy();
  ops(['services:review', requestId ?? '', 'ACTIVE']);
  await page.getByRole('button', { name: 'View Requests' }).click();
  await page.getByLabel('Status').selectOption('ACTIVE');
  const requests = page.getByRole('list', { name: 'Your service requests' });
  await expect(requests.getByRole('heading', { name: 'Standard home clean' })).toBeVisible();

  // A customer looks for that service tomorrow: not there until the schedule allows it.
  const customer = newAccount('user', 'customer-finds-pro');
  await registerAccount(request, customer, base);
  const customerToken = await loginToken(request, customer, base);
  const products = (await (
    await request.post(`${base}/api/products`, {
      form: { category: 'Cleaning', specifics: 'Domestic', search: 'Standard home clean' },
    })
  ).json()) as { data: { Id: string; Product: string }[] };
  const productId = products.data.find((p) => p.Product === 'Standard home clean')?.Id ?? '';
  const tomorrow = isoDateIn(1);

  await page.goto(`${base}/provider/schedules`);
  await setSchedule(page, 'Inactive');
  expect(await providersFor(request, customerToken, productId, tomorrow)).not.toContain(providerId);
  await setSchedule(page, 'Scheduled', { starts: isoDateIn(10), ends: isoDateIn(20) });
  expect(await providersFor(request, customerToken, productId, tomorrow)).not.toContain(providerId);
  expect(await providersFor(request, customerToken, productId, isoDateIn(15))).toContain(providerId);
  await setSchedule(page, 'Active');
  expect(await providersFor(request, customerToken, productId, tomorrow)).toContain(providerId);

  // The customer publishes a job; the provider finds it in the bid panel and bids.
  const published = await request.post(`${base}/api/requestservice`, {
    form: {
      prodid: productId,
      zipcode: 'SW1A 1AA',
      address: 'Westminster, London',
      scheduled: tomorrow,
      provider: 'BID',
    },
    headers: { Authorization: `Bearer ${customerToken}` },
  });
  expect(published.ok(), await published.text()).toBe(true);
  const orderId = ((await published.json()) as { message: string }).message;

  await menu.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Find Jobs', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Bid published jobs' });
  const jobs = panel.getByRole('list', { name: 'Published jobs' });
  await expect(jobs.getByRole('heading', { name: 'Cleaning · Domestic' })).toBeVisible();
  await expect(jobs.getByText('£22.50 per hour')).toBeVisible();
  await jobs.getByRole('button', { name: /^Bid on Cleaning · Domestic/ }).click();
  await expect(jobs.getByRole('button', { name: /^Withdraw bid on Cleaning · Domestic/ })).toBeVisible();
  const bids = (await (
    await request.get(`${base}/api/findbids?orderid=${orderId}`, {
      headers: { Authorization: `Bearer ${customerToken}` },
    })
  ).json()) as { data: { PersonnelID: string }[] };
  expect(bids.data.map((bid) => bid.PersonnelID)).toContain(providerId);

  // The panel keeps polling while open and closes with its X.
  await page.waitForTimeout(5500);
  await expect(jobs.getByRole('button', { name: /^Withdraw bid on/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});
