import { expect, type Page, test } from '@playwright/test';
import {
  loginToken,
  newAccount,
  operatorToken,
  type Role,
  registerAccount,
  signedInAs,
} from '../support/accounts';

// These journeys cut module files off with page.route, which a service worker would answer from its
// cache or fetch itself; what they check (loading, sharing, retry) does not depend on the worker, whose
// own journeys are in offline*.spec.ts.
test.use({ serviceWorkers: 'block' });

// Module pages are login-only, so each is opened with a session of the role its route asks for.
const placeholders: [string, string, Role | 'operator'][] = [
  ['/dashboard', 'mf-booking', 'user'],
  ['/orders', 'mf-orders', 'user'],
  ['/provider/services', 'mf-provider', 'provider'],
  ['/support', 'mf-support', 'user'],
  ['/ops', 'mf-ops', 'operator'],
];

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

test('every module route loads through the manifest with one copy of each shared library', async ({
  page,
  request,
}) => {
  const tokens = {} as Record<Role | 'operator', string>;
  for (const role of ['user', 'provider'] as const) {
    const account = newAccount(role, 'federation');
    await registerAccount(request, account);
    tokens[role] = await loginToken(request, account);
  }
  tokens.operator = await operatorToken(request);
  const requested = recordRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  for (const [path, module, role] of placeholders) {
    // Client-side navigation, so every module lands in the same page and must share one React.
    await page.evaluate(
      ([to, token, accountType]) => {
        localStorage.setItem('serve', token);
        localStorage.setItem('accountType', accountType);
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      [path, tokens[role], role] as const,
    );
    await expect(page.locator(`[data-module="${module}"]`)).toHaveAttribute('data-path', path);
  }

  expect(requested).toContain('/remotes.json');
  for (const [, module] of placeholders) {
    expect(requested).toContain(`/remotes/${module}/assets/remoteEntry.js`);
  }
  // A module falling back to its own copy would fetch its own __federation_shared_* chunk.
  const ownCopies = requested.filter((p) => p.startsWith('/remotes/') && p.includes('__federation_shared_'));
  expect(ownCopies).toEqual([]);
  const shellShared = requested.filter((p) => p.startsWith('/assets/__federation_shared_'));
  for (const lib of ['react', 'react/jsx-runtime', 'react-dom/client', '@callout/router', 'i18next']) {
    const copies = shellShared.filter((p) =>
      new RegExp(`__federation_shared_${lib}-[\\w-]{8}\\.js$`).test(p),
    );
    expect(copies, lib).toHaveLength(1);
  }
  expect(errors).toEqual([]);
});

test('a module whose files are gone shows a retry message and the rest of the app still works', async ({
  page,
  request,
}) => {
  await signedInAs(page, request, 'user');
  await page.route('**/remotes/mf-support/**', (route) => route.abort('connectionrefused'));
  await page.goto('/support');
  await expect(page.getByRole('alert')).toContainText('This part of Callout could not be loaded');
  await expect(page.getByRole('alert')).toContainText(
    'Sorry, this page could not be loaded at the moment. Please refresh and try again.',
  );
  const retry = page.getByRole('button', { name: 'Refresh' });
  await expect(retry).toBeVisible();

  // Another module and the shell's own pages still work.
  await page.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/orders');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-module="mf-orders"]')).toBeVisible();

  // Back on the broken module, then the files return: Refresh loads it without a page reload.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/support');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(retry).toBeVisible();
  await page.unroute('**/remotes/mf-support/**');
  await retry.click();
  await expect(page.locator('[data-module="mf-support"]')).toBeVisible();
});

test('a bad manifest entry shows the retry message, not a blank page', async ({ page, request }) => {
  await signedInAs(page, request, 'user');
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { remotes: { name: string; entry: string }[] };
    for (const remote of manifest.remotes) {
      if (remote.name === 'mf-orders') remote.entry = '/remotes/mf-orders/assets/missing-entry.js';
    }
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/orders');
  await expect(page.getByRole('alert')).toContainText('This part of Callout could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();
});
