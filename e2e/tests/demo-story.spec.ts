// After the demo's seeding (the suite's server runs with DEMO_MODE=true), the demo
// customer's history tells the whole story, and the provider of the order in progress moves on the live
// map (the server's demo route mover). Map tiles cannot load here: the page's words and the map's data
// attributes say where the provider is.
import { expect, type Page, test } from '@playwright/test';
import { demoCustomer, loginToken, storeSession } from '../support/accounts';

const story = [
  { id: 'ORD-DEMO000004', product: 'Full valet', status: 'NEW ORDER' },
  { id: 'ORD-DEMO000002', product: 'Electrical safety check', status: 'SCHEDULED' },
  { id: 'ORD-DEMO000003', product: 'TV wall mounting', status: 'IN-PROGRESS' },
  { id: 'ORD-DEMO000001', product: 'Leak repair', status: 'COMPLETED' },
];
const [, , inProgress, completed] = story;

/** The value shown for a term of the order's facts. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ page, request }) => {
  await storeSession(page, await loginToken(request, demoCustomer), 'user');
});

test("the demo customer's history lists the story's orders, in their states", async ({ page }) => {
  await page.goto('/orders');
  for (const order of story) {
    const link = page.getByRole('link', { name: new RegExp(`${order.product}.*${order.id}`) });
    await expect(page.getByRole('listitem').filter({ has: link })).toContainText(order.status);
  }

  await page.getByRole('link', { name: new RegExp(completed?.id ?? '') }).click();
  await expect(fact(page, 'Status')).toHaveText('COMPLETED');
  await expect(
    page.getByRole('region', { name: 'Review' }).getByRole('img', { name: 'Rated 5 out of 5' }),
  ).toBeVisible();
});

test('the order in progress shows its provider moving on the live map', async ({ page }) => {
  await page.goto('/orders');
  await page.getByRole('link', { name: new RegExp(inProgress?.id ?? '') }).click();
  await expect(page).toHaveURL(`/details/${inProgress?.id}`);
  await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');

  const map = page.getByRole('figure', { name: "Map of the provider's location and the job" });
  await expect(map).toHaveAttribute('data-markers', '2', { timeout: 15_000 });
  const first = await map.getAttribute('data-provider-position');
  expect(first).toMatch(/^51\.\d+,-0\.\d+$/);
  // The page polls every 5 seconds and the provider moves every 2: the next poll finds them elsewhere.
  await expect.poll(() => map.getAttribute('data-provider-position'), { timeout: 15_000 }).not.toBe(first);
});
