// In the browser: register, login, logout for both roles, the route guard,
// recovery and deletion, against the real server and its mail outbox.
import { expect, type Page, test } from '@playwright/test';
import {
  apiPath,
  latestCode,
  loginToken,
  newAccount,
  registerAccount,
  storeSession,
} from '../support/accounts';
import { answerDialogs } from './orders-support';

/** The page's own title, whichever module (placeholder or finished screen) serves it. */
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

test('a customer registers, reads the code mail, logs in, reaches the dashboard and logs out', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  const account = newAccount('user', 'journey');

  await page.goto('/register');
  await expect(page.getByRole('banner').getByRole('navigation')).toHaveCount(0); // brand-only header
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Phone number').fill(account.phone);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/login');
  expect(dialogs).toContain('Registration successful, login in next page');
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  expect(await latestCode(request, account.email, /verify your email/)).toMatch(/^\d{6}$/);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page)).toHaveText('Dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard');

  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  expect(dialogs).toContain('Are you sure you want to proceed?');
  // Cleared once home is drawn, a moment after the address changes.
  await expect.poll(() => storedKeys(page)).toEqual([]);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

  // The session is over: the dashboard now asks for a login and will come back to it.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?next=%2Fdashboard');
});

test('a provider joins, logs in at /provider/login, reaches /provider and logs out', async ({ page }) => {
  const dialogs = answerDialogs(page);
  const account = newAccount('provider', 'pro-journey');

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Join as Provider' })
    .click();
  await expect(page).toHaveURL('/join');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Phone number').fill('+447700900123');
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByLabel('Confirm password').press('Enter');

  await expect(page).toHaveURL('/provider/login');
  expect(dialogs).toContain('Registration successful, login in next page');
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL('/provider');
  await expect(heading(page)).toHaveText('Providers Dashboard');
  expect(await page.evaluate(() => localStorage.getItem('accountType'))).toBe('provider');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/provider');

  // Signed in, the provider login sends them home instead of showing the form again.
  await page.goto('/provider/login');
  await expect(page).toHaveURL('/provider');

  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/');
  // Cleared once home is drawn, a moment after the address changes.
  await expect.poll(() => storedKeys(page)).toEqual([]);
});

test('a customer token cannot open provider pages', async ({ page, request }) => {
  const account = newAccount('user', 'guard');
  await registerAccount(request, account);
  const token = await loginToken(request, account);
  await storeSession(page, token, 'user');

  await page.goto('/provider/services');
  await expect(page).toHaveURL('/dashboard');
  await expect(heading(page)).toHaveText('Dashboard');

  const asCustomer = { headers: { Authorization: `Bearer ${token}` } };
  expect((await request.get(apiPath('provider', 'valsession'), asCustomer)).status()).toBe(401);
  expect((await request.get(apiPath('user', 'valsession'), asCustomer)).status()).toBe(200);
});

test('a visitor stopped by the guard logs in and lands where they were going', async ({ page, request }) => {
  const account = newAccount('user', 'next');
  await registerAccount(request, account);

  await page.goto('/orders');
  await expect(page).toHaveURL('/login?next=%2Forders');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill('Wrong123!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^🔔 /);
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);

  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(heading(page)).toHaveText('Order history');
});

test('recovery: a code from the outbox resets the password, and the new one logs in', async ({
  page,
  request,
}) => {
  const account = newAccount('user', 'recover');
  await registerAccount(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/recover');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Verify' })).toBeFocused();
  await expect(page.getByRole('timer')).toHaveText(/[23]:\d\d/);

  const code = await latestCode(request, account.email, /Reset your Callout password/);
  const newPassword = 'Renewed9#';
  await page.getByLabel('Code from the email').fill(code);
  await page.getByLabel('New password').fill(newPassword);
  await expect(page.getByText('Password strong enough')).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful.')).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to login' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('deletion: OTP from the outbox deletes the account, which can no longer log in', async ({
  page,
  request,
}) => {
  const dialogs = answerDialogs(page);
  const account = newAccount('user', 'exit');
  await registerAccount(request, account);
  await storeSession(page, await loginToken(request, account), 'user');

  await page.goto('/exit');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Please input a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP')).toBeFocused();
  await expect(page.getByRole('timer')).toHaveText(/[23]:\d\d/);

  await page.getByLabel('OTP').fill('000000');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const code = await latestCode(request, account.email, /Confirm deleting your Callout account/);
  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL('/');
  expect(dialogs).toContain('Account deletion successful');
  // Cleared once home is drawn (delete-account-page.tsx), a moment after the address changes.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^🔔 /);
  await expect(page).toHaveURL('/login');
});
