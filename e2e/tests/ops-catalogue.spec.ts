// In the browser: an operator adds a product with a price range
// that a verified provider then asks to offer and a customer then books; an operator adds a promotion the
// customer dashboard then shows; the audit log lists both; axe finds nothing serious on these pages.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { expectAccessible, settled } from '../support/axe';
import { answerDialogs } from './orders-support';

const operator = { email: 'operator@example.com', password: 'Operator#2025' };
const provider = { email: 'kwame.mensah@example.com', password: 'Provider#2025', name: 'Kwame Mensah' };
// A 1×1 PNG: the server recognises pictures by their bytes.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A real RGB PNG of this size (a gradient), for the browser to decode and make smaller copies of. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set([(x * 255) / width, (y * 255) / height, 160], 1 + x * 3);
    return row;
  });
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function tomorrow(): string {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  return date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}

/** Signs the demo operator in on /ops/login, as an operator would. */
async function signInOperator(page: Page) {
  await page.goto('/ops/login');
  await page.getByLabel('Email address').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('[data-module="mf-ops"]')).toBeVisible();
}

async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/operator/login', { form: operator });
  const token = ((await response.json()) as { data?: { Token?: string } }).data?.Token;
  if (!token) throw new Error('the demo operator could not sign in');
  return token;
}

test('an operator adds a product that a verified provider offers and a customer books', async ({
  page,
  browser,
  request,
}) => {
  const title = `Window seal refresh ${randomUUID().slice(0, 6)}`;
  await signInOperator(page);
  await page.goto('/ops/catalogue');
  await settled(page, page.getByRole('region', { name: 'Cleaning' }));
  await expectAccessible(page, 'the catalogue');

  await page.getByRole('button', { name: 'Add product to Cleaning › Domestic' }).click();
  const form = page.getByRole('region', { name: 'New product in Cleaning › Domestic' });
  await expect(form.getByRole('heading')).toBeFocused();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please give it a title.')).toBeVisible();
  await expectAccessible(page, 'the product form with its messages');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('Old sealant cut out, windows resealed.');
  await form.getByLabel('PER JOB').check();
  await form.getByLabel('Minimum price (£)').fill('45');
  await form.getByLabel('Maximum price (£)').fill('95');
  await form.getByLabel('Picture').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(page.getByText('Product saved.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('£45.00 – £95.00')).toBeVisible();

  // The public list answers it at once.
  const products = await request.post('/api/products', {
    form: { category: 'Cleaning', specifics: 'Domestic' },
  });
  expect(JSON.stringify(await products.json())).toContain(title);

  // A verified demo provider asks to offer it within the range; the operator approves the request.
  const providerPage = await browser.newPage();
  const dialogs = answerDialogs(providerPage);
  await providerPage.goto('/provider/login');
  await providerPage.getByLabel('Email address').fill(provider.email);
  await providerPage.getByLabel('Password').fill(provider.password);
  await providerPage.getByRole('button', { name: 'Login' }).click();
  await expect(providerPage).toHaveURL(/\/provider$/);
  await providerPage.goto('/provider/services');
  await providerPage.getByRole('button', { name: /^Cleaning/ }).click();
  await providerPage.getByRole('button', { name: /^Domestic/ }).click();
  const price = providerPage.getByLabel(`Your price for ${title} (£)`);
  await price.fill('40');
  await price.press('Enter');
  expect(dialogs).toContain(
    'Please specify price not less than set minimum price you want to charge for the service. Thanks.',
  );
  await price.fill('60');
  await providerPage.getByRole('button', { name: `Request ${title}` }).click();
  await expect(providerPage.getByText(/Request created/)).toBeVisible();
  await providerPage.close();

  const token = await operatorToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const pending = (await (await request.get('/api/ops/services', { headers: auth })).json()) as {
    data: Array<{ RequestID: string; Product: string; MinPrice: number; MaxPrice: number }>;
  };
  const asked = pending.data.find((service) => service.Product === title);
  expect(asked).toMatchObject({ MinPrice: 45, MaxPrice: 95 });
  const approved = await request.post(`/api/ops/services/${asked?.RequestID}/review`, {
    headers: auth,
    form: { status: 'ACTIVE' },
  });
  expect(approved.ok()).toBe(true);

  // A customer books it from that provider.
  const customerPage = await browser.newPage();
  answerDialogs(customerPage);
  await signedInAs(customerPage, request, 'user');
  await giveDemoLocation(customerPage);
  await customerPage.getByRole('button', { name: /^Cleaning/ }).click();
  await customerPage.getByRole('button', { name: /^Domestic/ }).click();
  await customerPage.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await expect(customerPage).toHaveURL('/service/providers');
  await customerPage.getByLabel('Date for the order').fill(tomorrow());
  await customerPage.getByRole('button', { name: `Choose ${provider.name}` }).click();
  await customerPage.getByRole('button', { name: 'Request provider' }).click();
  await expect(customerPage).toHaveURL('/service/negotiate');
  const panel = customerPage.getByRole('complementary', { name: 'Your provider' });
  await panel.getByRole('button', { name: 'Order' }).click();
  await expect(customerPage.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await customerPage.close();

  // The operator sees the order against the product, and can only hide it now; hidden, customers lose it.
  await page.reload();
  // The page comes rendered from the server, inert until the app takes it over: act on the app's page.
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  const booked = page.getByRole('row', { name: new RegExp(title) });
  await expect(booked.getByRole('cell').nth(2)).toHaveText('1');
  await booked.getByRole('button', { name: `Hide ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Product hidden: customers no longer see it.')).toBeVisible();
  await expect(booked.getByText('Hidden')).toBeVisible();
  const after = await request.post('/api/products', {
    form: { category: 'Cleaning', specifics: 'Domestic' },
  });
  expect(JSON.stringify(await after.json())).not.toContain(title);

  // The audit log has each step, newest first, with before and after.
  await page.goto('/ops/audit');
  await settled(page, page.getByText('product.hide').first());
  await page.getByLabel('Search actions, records, operators and notes').fill('product.');
  const entries = page.getByRole('list', { name: 'Operator actions, newest first' }).getByRole('listitem');
  await expect(entries.first()).toContainText('product.hide');
  await expect(entries.nth(1)).toContainText('product.create');
  await expectAccessible(page, 'the audit log');
});

test('an operator adds a promotion that shows on the customer dashboard', async ({
  page,
  browser,
  request,
}) => {
  const text = `Gutters cleared before the rain ${randomUUID().slice(0, 6)}`;
  await signInOperator(page);
  await page.goto('/ops/promotions');
  await settled(page, page.getByRole('table'));
  await expectAccessible(page, 'the promotions');

  await page.getByRole('button', { name: 'Add promotion' }).click();
  const form = page.getByRole('region', { name: 'New promotion' });
  await form.getByLabel('Promotion text').fill(text);
  await form.getByLabel('Order').fill('0');
  await form.getByLabel('Picture').setInputFiles({ name: 'gutter.png', mimeType: 'image/png', buffer: png });
  await expectAccessible(page, 'the promotion form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promotion saved.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(text) }).getByText('Showing today')).toBeVisible();

  const customerPage = await browser.newPage();
  await signedInAs(customerPage, request, 'user');
  await customerPage.goto('/dashboard');
  const promotions = customerPage.getByRole('region', { name: 'Promotions' });
  await expect(promotions.getByText(text)).toBeVisible();
  await customerPage.close();
});

// The console's browser makes WebP copies of an uploaded picture at the widths pictures are
// shown at; the customer's catalogue step lists them in `srcset` and loads the one its layout needs.
test('a picture an operator uploads reaches customers as WebP copies at the size shown', async ({
  page,
  browser,
  request,
}) => {
  const category = `Pictures ${randomUUID().slice(0, 6)}`;
  answerDialogs(page);
  await signInOperator(page);
  await page.goto('/ops/catalogue');
  await settled(page, page.getByRole('region', { name: 'Cleaning' }));
  await page.getByRole('button', { name: 'Add category' }).click();
  const form = page.getByRole('region', { name: 'New category' });
  await form.getByLabel('Category name').fill(category);
  await form.getByLabel('Description').fill('Pictures hung, frames levelled.');
  await form
    .getByLabel('Picture')
    .setInputFiles({ name: 'frames.png', mimeType: 'image/png', buffer: gradientPng(800, 500) });
  await expect(form.getByText('frames.png')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category saved.')).toBeVisible();
  const thumb = page.getByRole('region', { name: category }).locator('img');
  await expect(thumb).toHaveAttribute('srcset', /\?w=160 160w/);
  await expectAccessible(page, 'the catalogue with an uploaded picture');

  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  answerDialogs(customerPage);
  await signedInAs(customerPage, request, 'user');
  await giveDemoLocation(customerPage);
  const option = customerPage.getByRole('button', { name: new RegExp(`^${category}`) });
  await option.scrollIntoViewIfNeeded();
  const picture = option.locator('img');
  const srcset = (await picture.getAttribute('srcset')) ?? '';
  for (const width of [160, 320, 640])
    expect(srcset).toMatch(new RegExp(`/api/images/[\\w-]+\\?w=${width} ${width}w`));
  expect(srcset).toMatch(/\/api\/images\/[\w-]+ 800w$/);
  await expect(picture).toHaveAttribute('sizes', '96px');
  await expect(picture).toHaveAttribute('width', '96');
  // The box has the picture's own shape (800 × 500), so nothing under it moves when it loads.
  await expect(picture).toHaveAttribute('height', '60');
  // Loaded, and a copy rather than the 800-pixel picture: a 96-pixel box needs at most 192 pixels.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  const currentSrc = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(currentSrc).toMatch(/\?w=(160|320)$/);
  const copy = await request.get(currentSrc);
  expect(copy.headers()['content-type']).toBe('image/webp');
  expect(copy.headers()['cache-control']).toContain('immutable');
  await expectAccessible(customerPage, 'the category step with an uploaded picture');
  await customer.close();

  // Hidden again, so the other journeys see the demo catalogue.
  await page.getByRole('button', { name: `Hide ${category}`, exact: true }).click();
  await expect(page.getByText('Category hidden: customers no longer see it.')).toBeVisible();
});
