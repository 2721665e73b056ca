// The console pages through accounts, at a phone's width (390) and a desktop's (1366): a search matching more
// accounts than a page holds shows the newest 50, "More accounts" adds the rest below (the oldest last), and
// the button goes once there is nothing more. The page stays accessible with both pages shown.
import { expect, test } from '@playwright/test';
import { demoOperator, newAccount, registerAccount } from '../support/accounts';
import { expectAccessible, settled } from '../support/axe';

test.use({ serviceWorkers: 'block' });

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];
/** A page and a few more: enough to page, quick to register. */
const accounts = 55;
const pageSize = 50;

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('an operator pages from the newest accounts to the oldest', async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const tag = `pager${size.width}r${testInfo.repeatEachIndex}x${Date.now().toString(36)}`;
      // One after another, so the first registered is the oldest.
      const registered: string[] = [];
      for (let n = 0; n < accounts; n += 1) {
        const account = newAccount('user', tag);
        await registerAccount(request, account);
        registered.push(account.email);
      }
      // Newer than all of them and outside the search: on the full list's first page, never on the search's.
      const other = newAccount('user', 'not-paged');
      await registerAccount(request, other);

      await page.goto('/ops/login');
      await page.getByLabel('Email address').fill(demoOperator.email);
      await page.getByLabel('Password').fill(demoOperator.password);
      await page.getByLabel('Password').press('Enter');
      await expect(page).toHaveURL(/\/ops$/);
      await page.goto('/ops/accounts');
      // Typed once the app has taken over the page the server drew (until then the page is inert).
      await settled(page);
      await expect(page.getByRole('main').getByText(other.email)).toBeVisible();
      const searched = page.waitForResponse((answer) => answer.url().includes(`search=${tag}`));
      await page.getByLabel('Search by email, name, phone or id').fill(tag);
      await searched;

      const table = page.getByRole('table', { name: 'Accounts matching the search' });
      const rows = table.locator('tbody tr');
      await expect(table).not.toContainText(other.email);
      await expect(rows).toHaveCount(pageSize);
      await expect(rows.first()).toContainText(registered.at(-1) ?? '');
      await expect(table).not.toContainText(registered[0] ?? '');

      await page.getByRole('button', { name: 'More accounts' }).click();
      await expect(rows).toHaveCount(accounts);
      await expect(rows.last()).toContainText(registered[0] ?? '');
      await expect(page.getByRole('button', { name: 'More accounts' })).toHaveCount(0);
      const shown = await rows.locator('td:first-child a').allTextContents();
      expect(new Set(shown).size).toBe(accounts);
      await expectAccessible(page, `accounts paged at ${size.width}`);
    });
  });
}
