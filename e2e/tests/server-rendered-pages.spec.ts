// Public and sign-in pages come rendered from the server (shell/src/server-render.tsx): readable before any
// script runs, then hydrated in place by the app, with nothing logged and nothing rendered twice.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { drawnPage, pageSessionOf, problemsOf, withPageSession } from '../support/page-session';
import { waitForServiceWorker } from './offline-support';

test.use({ viewport: { width: 400, height: 800 } }); // the top bar's menu button shows on a phone

const renderedPages: [string, string][] = [
  ['/', 'Find Trusted Service Providers Near You'],
  ['/services', 'Our services'],
  ['/login', 'Login'],
  ['/provider/login', 'Provider login'],
  ['/ops/login', 'Operator login'],
  ['/register', 'Create your account'],
  ['/help', 'Help centre'],
  ['/styleguide', 'Style guide'],
];

/** Remembers the first <h1> the parser made, before any script ran, to tell "hydrated" from "rendered again". */
async function rememberFirstHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading] of renderedPages) {
    test(`${path} is readable before any script runs`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('data-rendered', path);
    });
  }

  test('a rendered form can be neither filled nor sent before the app hydrates it', async ({ page }) => {
    for (const path of ['/login', '/register', '/recover']) {
      await page.goto(path);
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
      await expect(page.locator('main button[type="submit"]')).toBeDisabled();
    }
  });

  test('pages that need a session or a module are left to the browser', async ({ page }) => {
    for (const path of ['/dashboard', '/orders', '/no-such-page']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

test('the app hydrates the rendered page in place: same elements, nothing logged, working controls', async ({
  page,
}) => {
  const problems = problemsOf(page);
  await rememberFirstHeading(page);
  await page.goto('/login');
  // Interactive once hydrated: the form checks what was typed when it is sent.
  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(async () => {
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true', { timeout: 500 });
  }).toPass();
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector('h1'),
    ),
  ).toBe(true);

  await page.getByRole('link', { name: 'Callout home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find Trusted Service Providers Near You' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('every rendered page is hydrated without a mismatch', async ({ page }) => {
  const problems = problemsOf(page);
  for (const [path, heading] of renderedPages) {
    await rememberFirstHeading(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The menu button works only once React has hydrated the page.
    const menu = page.getByRole('button', { name: 'Open menu' });
    if (await menu.count()) {
      await expect(async () => {
        await menu.click();
        await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible({ timeout: 500 });
      }).toPass();
    }
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { firstHeading: Element | null }).firstHeading ===
          document.querySelector('h1'),
      ),
      `${path}: the rendered heading is the one on screen`,
    ).toBe(true);
  }
  expect(problems).toEqual([]);
});

test.describe("a visitor's first view of `/`", () => {
  /** Whether React has taken #root (main.tsx hydrates it). */
  const appStarted = (page: Page) =>
    page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );

  test('stays the drawn page until the visitor interacts; the first tap, on the menu button, still opens it', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await appStarted(page)).toBe(false);
    expect(scripts.filter((path) => /\/assets\/app-/.test(path))).toEqual([]);
    // Its links are links: they work without the app.
    await expect(page.getByRole('link', { name: 'Book a Pro' }).first()).toHaveAttribute(
      'href',
      '/getstarted',
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(await appStarted(page)).toBe(true);
    expect(scripts.some((path) => /\/assets\/app-/.test(path))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('starts the app at once to show a pending order', async ({ page }) => {
    // The marker the booking module's draft store writes beside a draft holding an Order (@callout/db).
    await page.addInitScript(() =>
      localStorage.setItem('callout-draft:callout-booking:reqData', JSON.stringify({ filled: ['Order'] })),
    );
    await page.goto('/');
    await expect(page.getByRole('link', { name: /You have a pending order/ })).toBeVisible();
    expect(await appStarted(page)).toBe(true);
  });
});

test('a signed-in visitor gets their own header over the rendered page, without errors', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 }); // the whole top bar, no menu button
  const problems = problemsOf(page);
  await signedInAs(page, request, 'user');
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('the page the worker keeps for offline use carries no page rendered for one address', async ({
  page,
}) => {
  await page.goto('/services');
  await waitForServiceWorker(page);
  await page.goto('/about'); // through the worker now: network first, and kept
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('callout-pages');
    return (await cache.match('/'))?.text() ?? null;
  });
  expect(kept).toContain('id="callout-config"');
  expect(kept).toContain('<div id="root"></div>');
  expect(kept).not.toContain('data-rendered');
});

test.describe('signed-in pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the customer's dashboard and the provider's come rendered with their own data", async ({
      page,
      request,
      baseURL,
    }) => {
      const customer = await signedInAs(page, request, 'user');
      await withPageSession(page, customer.token, baseURL);
      await page.goto('/dashboard');
      await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', 'user');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(customer.account.email)).toBeVisible();
      // Styled from the page itself: the module's style sheet is written in.
      await expect(page.locator('style[data-rendered-module="mf-booking"]')).toHaveCount(1);
      // Only to look at until the app takes over.
      await expect(page.locator('main')).toHaveAttribute('inert', '');

      const provider = await signedInAs(page, request, 'provider');
      await withPageSession(page, provider.token, baseURL);
      await page.goto('/provider');
      await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', 'provider');
      await expect(page.getByRole('heading', { level: 1, name: 'Providers Dashboard' })).toBeVisible();
      await expect(page.getByText(provider.account.email).first()).toBeVisible();
      // A customer page with a provider's session is not rendered: the browser's guard decides.
      await page.goto('/dashboard');
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

  test('the app writes the cookie, takes the rendered page over once it shows it, and drops the cookie at logout', async ({
    page,
    request,
  }) => {
    const problems = problemsOf(page);
    const { account, token } = await signedInAs(page, request, 'user');
    // A session stored before: the app writes the cookie on its first load, the server renders from the next.
    await page.goto('/services');
    await expect.poll(async () => (await pageSessionOf(page))?.value).toBe(token);
    expect((await pageSessionOf(page))?.sameSite).toBe('Strict');

    const rendered = await (
      await page.context().request.get('/dashboard', { headers: { 'Sec-Fetch-Mode': 'navigate' } })
    ).text();
    expect(rendered).toContain('data-rendered-for="user"');
    expect(rendered).toContain(account.email);

    await page.goto('/dashboard');
    // Taken over: the app's own root, with a live (not inert) page, rendered once.
    await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toHaveCount(1);
    await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
    await expect(page.getByText(account.email)).toBeVisible();
    // Its controls work: the profile link leads on.
    await page.getByRole('link', { name: 'View profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    expect(problems).toEqual([]);

    await page.goto('/dashboard');
    page.once('dialog', (dialog) => void dialog.accept()); // "Are you sure?"
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await pageSessionOf(page))?.value ?? null).toBeNull();
  });

  test('the app hydrates the queries the dashboard was rendered with, and does not ask for them again', async ({
    page,
    request,
  }) => {
    const { account, token } = await signedInAs(page, request, 'user');
    await page.goto('/services');
    await expect.poll(async () => (await pageSessionOf(page))?.value).toBe(token);
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('/dashboard') && sent.resourceType() !== 'document') {
        asked.push(sent.url());
      }
    });
    await page.goto('/dashboard');
    await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
    await expect(page.getByText(account.email)).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test('deleting the account (/exit, /provider/exit) comes drawn for its own account type, and works once taken over', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = problemsOf(page);
  const customer = await signedInAs(page, request, 'user');
  await withPageSession(page, customer.token, baseURL);
  const drawn = (path: string) => drawnPage(page, path);
  expect(await drawn('/exit')).toContain('data-rendered-for="user"');
  expect(await drawn('/exit')).toContain('<h1>Delete account</h1>');
  // Not the provider's page for a customer's session: the browser's guard decides.
  expect(await drawn('/provider/exit')).toContain('<div id="root"></div>');

  await page.goto('/exit');
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete account' })).toHaveCount(1);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.fill(customer.account.email);
  await expect(email).toHaveValue(customer.account.email);
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  expect(problems).toEqual([]);

  const provider = await signedInAs(page, request, 'provider');
  await withPageSession(page, provider.token, baseURL);
  expect(await drawn('/provider/exit')).toContain('data-rendered-for="provider"');
});
