// The tab names the page from the HTML the server sends (rendered, taken over or left to the
// browser), before any script runs, and the app renames it on every navigation.
import { expect, test } from '@playwright/test';
import { loginToken, newAccount, registerAccount, signedInAs } from '../support/accounts';

/** The <title> of the HTML the server sends for a navigation to `path`, as the browser would read it. */
const titleIn = (html: string) =>
  /<title>(.*?)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&lt;', '<');

test('the HTML of every page already carries its title', async ({ request }) => {
  for (const [path, title] of [
    ['/', 'Find Trusted Service Providers Near You · Callout'],
    ['/services', 'Our services · Callout'],
    ['/login?next=%2Forders', 'Login · Callout'],
    ['/provider/login', 'Provider login · Callout'],
    ['/orders', 'Order history · Callout'], // left to the browser: no session here
    ['/details/ORD-1', 'Order details · Callout'],
    ['/orders/ORD-1/receipt', 'Receipt · Callout'],
    ['/provider/schedules', 'Manage Schedule · Callout'],
    ['/provider/credentials', 'Credentials · Callout'],
    ['/no-such-page', 'Page not found · Callout'],
  ] as const) {
    const response = await request.get(path);
    expect(titleIn(await response.text()), path).toBe(title);
  }
});

test('a signed-in page the server renders with the account data carries its title', async ({ request }) => {
  for (const [role, path, title] of [
    ['user', '/dashboard', 'Dashboard · Callout'],
    ['provider', '/provider', 'Providers Dashboard · Callout'],
  ] as const) {
    const account = newAccount(role, 'titled');
    await registerAccount(request, account);
    const token = await loginToken(request, account);
    const html = await (
      await request.get(path, { headers: { cookie: `callout-page-session=${token}` } })
    ).text();
    expect(html, `${path} is rendered for the account`).toContain('data-rendered-for=');
    expect(titleIn(html), path).toBe(title);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tab names public and module pages', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle('Help centre · Callout');
    await page.goto('/support');
    await expect(page).toHaveTitle('Support · Callout');
  });
});

test('client navigation renames the tab, signed out and signed in', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 }); // the whole top bar
  await page.goto('/');
  await expect(page).toHaveTitle('Find Trusted Service Providers Near You · Callout');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await expect(page).toHaveTitle('How It Works · Callout');

  await signedInAs(page, request, 'user');
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Dashboard · Callout');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await menu.getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page).toHaveTitle('Order history · Callout');
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle('Profile · Callout');
});
