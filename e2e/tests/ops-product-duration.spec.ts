// The console's typical duration, at a phone's width (390) and a desktop's (1366): an operator sets a PER JOB
// product's duration in the catalogue, and the arrival windows the customer is offered for that product
// follow it (a longer job fits fewer windows into the provider's day). Each run makes a product of its own,
// so the two widths never change each other's.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { isoDateIn } from './orders-support';

const operator = { email: 'operator@example.com', password: 'Operator#2025' };
const provider = { email: 'kwame.mensah@example.com', password: 'Provider#2025', name: 'Kwame Mensah' };
// A 1×1 PNG: the server recognises pictures by their bytes.
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const sizes = [
  { width: 390, height: 844, day: 40 },
  { width: 1366, height: 900, day: 41 },
] as const;

async function tokenOf(request: APIRequestContext, path: string, account: typeof operator) {
  const response = await request.post(path, { form: account });
  const token = ((await response.json()) as { data?: { Token?: string } }).data?.Token;
  if (!token) throw new Error(`${account.email} could not sign in`);
  return token;
}

/** A new PER JOB product in Cleaning › Domestic that the demo provider Kwame offers. */
async function offeredProduct(request: APIRequestContext, title: string): Promise<void> {
  const operatorAuth = { Authorization: `Bearer ${await tokenOf(request, '/api/operator/login', operator)}` };
  const created = await request.post('/api/ops/products', {
    headers: operatorAuth,
    form: {
      category: 'Cleaning',
      specific: 'Domestic',
      product: title,
      description: 'Skirting, doors and frames washed down.',
      payrate: 'PER JOB',
      minprice: '40',
      maxprice: '90',
      image: png,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = String(((await created.json()) as { data?: { Id?: string } }).data?.Id);
  const providerAuth = {
    Authorization: `Bearer ${await tokenOf(request, '/api/provider/login', provider)}`,
  };
  const asked = await request.post('/api/provider/newcertrequest', {
    headers: providerAuth,
    form: { id, price: '60' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const pending = (await (await request.get('/api/ops/services', { headers: operatorAuth })).json()) as {
    data: Array<{ RequestID: string; Product: string }>;
  };
  const requestId = pending.data.find((service) => service.Product === title)?.RequestID;
  const approved = await request.post(`/api/ops/services/${requestId}/review`, {
    headers: operatorAuth,
    form: { status: 'ACTIVE' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/**
 * The windows a new customer is offered for the product with Kwame on the day, on the providers step (a
 * fresh page each time, so no draft carries over).
 */
async function offeredWindows(
  browser: Browser,
  request: APIRequestContext,
  size: (typeof sizes)[number],
  title: string,
  day: string,
): Promise<string[]> {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  page.on('dialog', (dialog) => void dialog.accept());
  await signedInAs(page, request, 'user');
  await giveDemoLocation(page);
  await page.getByRole('button', { name: /^Cleaning/ }).click();
  await page.getByRole('button', { name: /^Domestic/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await expect(page).toHaveURL('/service/providers');
  await page.getByLabel('Date for the order').fill(day);
  await page.getByRole('button', { name: `Choose ${provider.name}` }).click();
  const offered = page
    .getByRole('group', { name: 'Arrival window' })
    .getByRole('radio', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ });
  await expect(offered.first()).toBeVisible();
  const starts = await offered.evaluateAll((radios) =>
    radios.map((radio) => radio.getAttribute('value') ?? ''),
  );
  await page.close();
  return starts;
}

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an operator sets a product’s typical duration and the customer’s arrival windows follow it', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      const title = `Paintwork wash ${randomUUID().slice(0, 6)}`;
      const day = isoDateIn(size.day + testInfo.repeatEachIndex * 2);
      await offeredProduct(request, title);
      // No duration set: the job counts an hour.
      const before = await offeredWindows(browser, request, size, title, day);

      // The operator sets four hours in the console's catalogue.

      await page.goto('/ops/login');
      await page.getByLabel('Email address').fill(operator.email);
      await page.getByLabel('Password').fill(operator.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.locator('[data-module="mf-ops"]')).toBeVisible();
      await page.goto('/ops/catalogue');
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      const duration = page.getByLabel('Typical duration (minutes)');
      await expect(duration).toHaveValue('');
      await duration.fill('240');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Product saved.')).toBeVisible();

      // Four hours of work after a two-hour window: fewer windows, each ending four hours sooner in the day.
      const after = await offeredWindows(browser, request, size, title, day);
      expect(after.length).toBeGreaterThan(0);
      expect(after.length).toBe(before.length - 3);
      expect(after).toEqual(before.slice(0, after.length));
    });
  });
}
