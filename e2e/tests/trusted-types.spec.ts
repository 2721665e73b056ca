// Pages report every plain string that reaches a script sink (Trusted Types, report-only), and Chromium lists
// each report as an issue. Registering the service worker is one such sink: a visitor's home (which
// registers it without the app) and a signed-in page (through the app's workbox-window) register it with a
// trusted script URL, so the worker runs and nothing is reported.
import { expect, type Page, test } from '@playwright/test';
import { loginToken, newAccount, registerAccount, storeSession } from '../support/accounts';

/** Collects the page's Content Security Policy reports from its first script on. */
async function collectReports(page: Page) {
  await page.addInitScript(() => {
    const reports: string[] = [];
    (window as { cspReports?: string[] }).cspReports = reports;
    document.addEventListener('securitypolicyviolation', (event) => {
      reports.push(`${event.violatedDirective} ${event.sample} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

const workerActive = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
const reports = (page: Page) => page.evaluate(() => (window as { cspReports?: string[] }).cspReports);

test("a visitor's home registers the worker without a Trusted Types report", async ({ page }) => {
  await collectReports(page);
  await page.goto('/');
  await expect.poll(() => workerActive(page), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
  expect(await reports(page)).toEqual([]);
});

test('a signed-in page registers the worker through the app without a Trusted Types report', async ({
  page,
  request,
}) => {
  const account = newAccount('user', 'trusted');
  await registerAccount(request, account);
  await storeSession(page, await loginToken(request, account), 'user');
  await collectReports(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => workerActive(page), { timeout: 20_000 }).toMatch(/\/sw\.js$/);
  expect(await reports(page)).toEqual([]);
});
