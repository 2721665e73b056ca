// /help comes rendered from the server with its help centre and FAQs (shell/src/server-render.tsx), so it is
// readable before any script runs; the app then hydrates it with the queries it carries, without asking
// the API for them again.
import { expect, test } from '@playwright/test';
import { appTookOver, problemsOf } from '../support/page-session';
import {
  cachedPaths,
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';

test.use({ viewport: { width: 400, height: 800 } });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/help is readable with its help cards and FAQs', async ({ page }) => {
    await page.goto('/help');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered', '/help');
    await expect(page.getByRole('heading', { level: 2, name: 'Booking a service' })).toBeVisible();
    await expect(page.getByText('Choose Book a Pro, enter your postcode')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByText('Which areas do you cover?', { exact: true })).toBeVisible();
    await expect(page.locator('.spinner')).toHaveCount(0);
    // The questions open without any script.
    await page.getByText('Which areas do you cover?', { exact: true }).click();
    await expect(page.getByText('Providers across the United Kingdom.')).toBeVisible();
  });
});

test('the app hydrates /help in place with the data it was rendered with, asking the API nothing again', async ({
  page,
}) => {
  const problems = problemsOf(page);
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname === '/api/help-center' || pathname === '/api/faqs') asked.push(pathname);
  });
  await page.goto('/help');
  // A question answers a click at once, hydrated or not (native disclosures), and stays open once it is.
  await page.getByText('Which areas do you cover?', { exact: true }).click();
  await expect(page.getByText('Providers across the United Kingdom.')).toBeVisible();
  await appTookOver(page);
  await expect(page.getByText('Providers across the United Kingdom.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Booking a service' })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});

test.describe('offline', () => {
  takeServiceWorkersOfflineWithThePage();

  test('a visitor who read the rendered /help online reads it offline too', async ({ page, context }) => {
    await page.goto('/services');
    await waitForServiceWorker(page);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 2, name: 'Booking a service' })).toBeVisible();
    // Drawn with its data, the page asks for it once more through the worker once it has settled.
    await expect
      .poll(async () => Object.values(await cachedPaths(page)).flat(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['/api/help-center', '/api/faqs']));

    await context.setOffline(true);
    await expectWorkerOffline(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Booking a service' })).toBeVisible();
    await expect(page.getByText('Which areas do you cover?', { exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});
