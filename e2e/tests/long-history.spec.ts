// Long histories, as a long-lived account has them: the demo customer with 300 more orders scrolls down to the
// oldest; a support chat of 2,000 messages opens at the newest and loads the oldest as the reader scrolls up;
// the console pages through more accounts than one page holds; a job near 45 more cleaners lists them a page at a
// time as the customer scrolls, and all of them when sorted by price. The data is the scale benchmark's `journey`
// size (scripts/bench/support/scale-seed.mjs), written by SQL into a server of the journey's own between its
// first start (which migrates and seeds the demo) and its second.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { demoCustomer, loginToken, operatorToken, storeSession } from '../support/accounts';
import { providerNames, toProviders } from '../support/providers-step';
import { type RunningServer, repoRoot, startServer } from '../support/server';
import { isoDateIn } from './orders-support';

const port = Number(process.env.E2E_PORT ?? 8181) + 125;
const dataDir = mkdtempSync(join(tmpdir(), 'callout-long-history-data-'));
let server: RunningServer | undefined;

test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The first start migrates the database and seeds the demo; the embedded database has one owner at a time,
  // so the seeding runs while no server does.
  await (await startServer(port, { DATA_DIR: dataDir })).stop();
  execFileSync(process.execPath, ['--import', 'tsx', 'src/infra/db/scale/seed-scale.ts', 'journey'], {
    cwd: join(repoRoot, 'packages/server'),
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  server = await startServer(port, { DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
});

/**
 * Scrolls the page (or the element under the mouse) by `pixels` while `done` has not come true: one page of
 * the list loads per turn at most, as a reader's scrolling loads them.
 */
async function scrollUntil(page: Page, pixels: number, done: () => Promise<boolean>, timeout = 90_000) {
  await expect(async () => {
    await page.mouse.wheel(0, pixels);
    expect(await done()).toBe(true);
  }).toPass({ timeout, intervals: [250] });
}

test('a customer with 300 orders more scrolls down to the oldest, each order once', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await storeSession(page, await loginToken(request, demoCustomer), 'user');
  await page.goto('/orders');
  const orderLinks = page.getByRole('link', { name: /ORD-/ });
  await expect(orderLinks.first()).toBeVisible();
  // The first page is 20 orders (a page too short to fill the screen brings the next): the oldest (the first
  // the seed wrote) is far below.
  await expect(orderLinks.nth(19)).toBeVisible();
  expect(await orderLinks.count()).toBeLessThan(300);
  const oldest = page.getByRole('link', { name: /ORD-SC000000001\b/ });
  await expect(oldest).toHaveCount(0);

  await scrollUntil(page, 4_000, () => oldest.isVisible());

  const names = await orderLinks.allTextContents();
  const ids = names.map((name) => /ORD-[A-Z0-9]+/.exec(name)?.[0]);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.filter((id) => id?.startsWith('ORD-SC'))).toHaveLength(300);
  expect(ids.at(-1)).toBe('ORD-SC000000001');
});

test('a chat of 2,000 messages opens at the newest and loads the oldest as the reader scrolls up', async ({
  page,
  request,
}) => {
  // Forty pages of 50 messages, each loaded as the reader reaches the top.
  test.setTimeout(330_000);
  await storeSession(page, await loginToken(request, demoCustomer), 'user');
  await page.goto('/support-chat/CASE-SCALE-LONG');
  const log = page.getByRole('log');
  await expect(log.getByText('Message 2000 of our long conversation.')).toBeVisible();
  const oldest = log.getByText('Message 1 of our long conversation.', { exact: true });
  await expect(oldest).toHaveCount(0);

  await log.hover();
  await scrollUntil(page, -4_000, () => oldest.isVisible(), 270_000);

  const messages = log.getByText(/^Message \d+ of our long conversation\.$/);
  await expect(messages).toHaveCount(2_000);
  // In order, oldest first, none twice.
  const numbers = (await messages.allTextContents()).map((text) => Number(/\d+/.exec(text)?.[0]));
  expect(numbers).toEqual(numbers.map((_, index) => index + 1));
});

test('the console pages through more accounts than one page holds, each once', async ({ page, request }) => {
  test.setTimeout(120_000);
  await storeSession(page, await operatorToken(request), 'operator');
  await page.goto('/ops/accounts');
  const table = page.getByRole('table', { name: 'Accounts matching the search' });
  const accountRows = table.locator('tbody tr');
  await expect(accountRows).toHaveCount(50);

  const more = page.getByRole('button', { name: 'More accounts' });
  while (await more.isVisible()) {
    const shown = await accountRows.count();
    await more.click();
    await expect.poll(() => accountRows.count()).toBeGreaterThan(shown);
  }
  const ids = await table.locator('tbody tr td:first-child .ops-muted').allTextContents();
  expect(new Set(ids).size).toBe(ids.length);
  // The 120 customers, 12 providers and 45 cleaners the seed added, beside the demo's own accounts.
  expect(ids.filter((id) => /^(CUS|PRV)-SC/.test(id))).toHaveLength(177);
});

test('a job near 47 cleaners lists them nearest first a page at a time, and all of them sorted by price', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await storeSession(page, await loginToken(request, demoCustomer), 'user');
  await toProviders(page, 'SW1A 1AA');
  const list = page.getByRole('list', { name: 'Available providers' });
  const cards = list.getByRole('heading', { level: 2 });
  // The first page is 20; the rest come as the customer scrolls (or presses "Load more providers").
  await expect(cards.nth(19)).toBeVisible();
  expect(await cards.count()).toBeLessThan(47);
  await expect(page.getByRole('button', { name: 'Load more providers' })).toBeVisible();
  await scrollUntil(page, 4_000, async () => (await cards.count()) === 47);
  await expect(page.getByRole('button', { name: 'Load more providers' })).toHaveCount(0);

  const names = await providerNames(page);
  expect(new Set(names).size).toBe(47);
  expect(names).toEqual(expect.arrayContaining(['Amara Okafor', 'Grace Bennett', 'Near Cleaner-45']));
  const miles = (await list.getByText(/^\d+(\.\d)? miles? away$/).allTextContents()).map((text) =>
    Number.parseFloat(text),
  );
  expect(miles).toHaveLength(47);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));

  // Sorted by price from a fresh page: the list is read to its end first, then shown cheapest first.
  await page.reload();
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  await expect(cards.nth(19)).toBeVisible();
  await page.getByLabel('Sort providers by').selectOption({ label: 'Price (lowest first)' });
  await expect(cards).toHaveCount(47);
  const prices = (await list.locator('.bk-provider__price').allTextContents()).map((text) =>
    Number.parseFloat(text.replace(/[£,]/g, '')),
  );
  expect(prices).toHaveLength(47);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
});
