// Temporary: a Polish first visit against the built app (not committed).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from './support/server.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(repoRoot, 'e2e/package.json'));
const { chromium } = require('@playwright/test');
const port = await freePort(8290);
const server = await startServer({ repoRoot, port, staticDir: join(repoRoot, 'dist'), compile: false });
const browser = await chromium.launch();
try {
  const context = await browser.newContext({ locale: 'pl-PL', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const response = await page.goto(`${server.url}/services`);
  const html = await response.text();
  console.log(
    'server html lang:',
    html.match(/<html lang="[^"]+">/)?.[0],
    'root empty:',
    html.includes('<div id="root"></div>'),
  );
  await page.getByRole('heading', { name: 'Nasze usługi' }).waitFor({ timeout: 30000 });
  console.log(
    'h1:',
    await page.locator('h1').first().textContent(),
    'lang:',
    await page.evaluate(() => document.documentElement.lang),
  );
  console.log('nav:', (await page.locator('.top-bar__nav a').allTextContents()).join(' | '));
  await page.getByRole('combobox', { name: 'Język' }).first().selectOption('en-GB');
  await page.getByRole('heading', { name: 'Our services' }).waitFor({ timeout: 10000 });
  console.log(
    'after switch:',
    await page.locator('h1').first().textContent(),
    await page.evaluate(() => [
      document.documentElement.lang,
      localStorage.getItem('callout-language'),
      document.cookie,
    ]),
  );
  const again = await page.goto(`${server.url}/login`);
  const againHtml = await again.text();
  console.log(
    'next page lang (cookie en-GB beats Accept-Language pl):',
    againHtml.match(/<html lang="[^"]+">/)?.[0],
    'rendered:',
    againHtml.includes('data-rendered="/login"'),
  );
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('pl-PL');
  await page.getByRole('heading', { name: 'Logowanie' }).waitFor({ timeout: 10000 });
  console.log('login in Polish:', await page.locator('h1').first().textContent());
  await page.getByLabel('Adres e-mail').fill('customer@example.com');
  await page.getByLabel('Hasło').fill('Customer#2025');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('**/dashboard', { timeout: 30000 });
  await page.getByText('Witaj', { exact: false }).first().waitFor({ timeout: 30000 });
  console.log('dashboard:', (await page.locator('main h2').allTextContents()).join(' | '));
  await page.screenshot({ path: '/tmp/locale-check/dashboard-pl.png' });
  await page.goto(`${server.url}/orders`);
  await page.getByRole('heading', { name: 'Historia zamówień' }).waitFor({ timeout: 30000 });
  console.log(
    'orders page text sample:',
    (await page.locator('main').innerText()).slice(0, 300).replace(/\n/g, ' / '),
  );
  await page.screenshot({ path: '/tmp/locale-check/orders-pl.png' });
  console.log('console errors:', errors.slice(0, 5));
} finally {
  await browser.close();
  await server.stop();
}
