// The shell draws the navigation: every customer page and every provider page shows the same
// menu (from the modules' contracts), its own entry marked current, on a desktop and on a phone (the bottom
// bar); a provider sees the tabs only once their email is verified.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  loginToken,
  newAccount,
  operatorToken,
  type Role,
  registerAccount,
  signedInAs,
  storeSession,
} from '../support/accounts';
import { apiAs, loginDemoProvider, requestService, services } from './orders-support';

const phone = { width: 390, height: 844 };

/** Opens a support case as `role` and answers its id, as the support page's New Support form would. */
async function openSupportCase(request: APIRequestContext, role: Role, token: string): Promise<string> {
  const account = apiAs(request, role, token);
  const created = await account.post('newsupportcase', { value: 'Finding my way around' });
  expect(created.body.success, created.body.message).toBe(true);
  const cases = await account.post('loadsupportcases', { value: '' });
  const caseId = (cases.body.data as { CaseID: string }[] | undefined)?.[0]?.CaseID;
  if (!caseId) throw new Error(`no support case: ${JSON.stringify(cases.body)}`);
  return caseId;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const bar = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens `path` and waits for its screen's heading, so the menu is checked beside a real page. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
}

test.describe('a customer', () => {
  test('sees the same menu on every page, the page’s entry current, and the bottom bar on a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token } = await signedInAs(page, request, 'user');
    const orderId = await requestService(request, token, services.deepClean);
    const caseId = await openSupportCase(request, 'user', token);
    const pages: [path: string, current: string, inBar: boolean][] = [
      ['/dashboard', 'Explore', true],
      ['/orders', 'History', true],
      [`/details/${orderId}`, 'History', true],
      ['/support', 'Support', false],
      [`/support-chat/${caseId}`, 'Support', false],
      ['/profile', 'Profile', true],
    ];

    for (const [path, current] of pages) {
      await visit(page, path);
      await expect(menu(page).getByRole('link')).toHaveText([
        'Explore',
        'Profile',
        'Order Now',
        'History',
        'Support',
      ]);
      await expect(menu(page).locator('[aria-current="page"]'), path).toHaveText(current);
      // The bottom bar is the phone's.
      await expect(bar(page)).toBeHidden();
    }

    await page.setViewportSize(phone);
    for (const [path, current, inBar] of pages) {
      await visit(page, path);
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole('link')).toHaveText(['Explore', 'History', 'Order Now', 'Profile']);
      const marked = bar(page).locator('[aria-current="page"]');
      if (inBar) await expect(marked, path).toHaveText(current);
      else await expect(marked, path).toHaveCount(0);
      // One navigation on a phone: the strip above the page gives way to the bar, and Support, which the
      // bar has no place for, is in the top bar's menu.
      await expect(menu(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(mainMenu(page).getByRole('link', { name: 'Support' })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    // The bar works from the keyboard: Order Now, then back home.
    await bar(page).getByRole('link', { name: 'Order Now' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/service/location');
    await bar(page).getByRole('link', { name: 'Explore' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
    await expect(bar(page).locator('[aria-current="page"]')).toHaveText('Explore');
  });
});

/**
 * Holds the menu's code (the shell loads it apart, for signed-in pages only) until the answered function is
 * called, as on a slow phone where the page is drawn before the menu comes.
 */
async function holdMenuCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/area-navigation-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

// Layout shifts: the menu's place is held from the first paint, so the page under it
// stays where it was drawn when the menu comes.
test.describe('a page drawn before the menu', () => {
  for (const [who, viewport] of [
    ['on a desktop', { width: 1280, height: 720 }],
    ['on a phone', phone],
  ] as const) {
    for (const [role, path] of [
      ['user', '/profile'],
      ['operator', '/ops/accounts'],
    ] as const) {
      test(`does not move when the menu comes: ${path} ${who}`, async ({ page, request }) => {
        await page.setViewportSize(viewport);
        if (role === 'operator') await storeSession(page, await operatorToken(request), 'operator');
        else await signedInAs(page, request, role);
        const release = await holdMenuCode(page);
        await visit(page, path);
        await expect(menu(page)).toHaveCount(0);
        const drawn = await page.locator('main').boundingBox();
        release();
        // A customer's phone shows the bottom bar in the menu's stead.
        const came = role === 'user' && viewport === phone ? bar(page) : menu(page);
        await expect(came.getByRole('link').first()).toBeVisible();
        expect((await page.locator('main').boundingBox())?.y).toBe(drawn?.y);
      });
    }
  }
});

test.describe('a provider', () => {
  test('with a verified email sees the tabs on every provider page', async ({ page, request }) => {
    test.setTimeout(120_000);
    const providerToken = await loginDemoProvider(request);
    await storeSession(page, providerToken, 'provider');
    // A customer's order gives the demo provider a page of details to open.
    const customer = newAccount('user', 'nav-customer');
    await registerAccount(request, customer);
    const customerToken = await loginToken(request, customer);
    const orderId = await requestService(request, customerToken, services.deepClean);
    const caseId = await openSupportCase(request, 'provider', providerToken);
    const pages: [path: string, current: string | null][] = [
      ['/provider', 'Home'],
      ['/provider/profile', 'Profile'],
      ['/provider/services', 'Services'],
      ['/provider/orders', 'Orders'],
      [`/provider/details/${orderId}`, 'Orders'],
      ['/provider/support', 'Support'],
      [`/provider/chat/${caseId}`, 'Support'],
      ['/provider/schedules', null],
      ['/provider/verification', null],
    ];
    const tabs = ['Home', 'Profile', 'Services', 'Orders', 'Support'];

    for (const [path, current] of pages) {
      await visit(page, path);
      await expect(menu(page).getByRole('link'), path).toHaveText(tabs);
      const marked = menu(page).locator('[aria-current="page"]');
      if (current) await expect(marked, path).toHaveText(current);
      else await expect(marked, path).toHaveCount(0);
    }

    // On a phone the bottom bar holds every tab, so it alone is shown.
    await page.setViewportSize(phone);
    for (const [path, current] of pages.slice(0, 5)) {
      await visit(page, path);
      await expect(bar(page).getByRole('link'), path).toHaveText(tabs);
      await expect(bar(page).locator('[aria-current="page"]'), path).toHaveText(current ?? '');
      await expect(menu(page)).toBeHidden();
    }
  });

  test('with an unverified email sees no tabs', async ({ page, request }) => {
    await signedInAs(page, request, 'provider');
    for (const path of ['/provider', '/provider/profile', '/provider/orders', '/provider/support']) {
      await visit(page, path);
      // The top bar stays; the tabs wait for the email.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(menu(page)).toHaveCount(0);
      await expect(bar(page)).toHaveCount(0);
    }
  });
});

test.describe('a page rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test("has the customer's menu in its first paint, before any script", async ({
    page,
    request,
    baseURL,
  }) => {
    const { token } = await signedInAs(page, request, 'user');
    // The page-rendering cookie the app writes beside the stored session (@callout/contracts/page-rendering).
    await page.context().addCookies([{ name: 'callout-page-session', value: token, url: baseURL ?? '' }]);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(menu(page).getByRole('link')).toHaveText([
      'Explore',
      'Profile',
      'Order Now',
      'History',
      'Support',
    ]);
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText('Explore');
  });

  test("has a verified provider's tabs in its first paint, before any script", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await loginDemoProvider(request);
    await page.context().addCookies([{ name: 'callout-page-session', value: token, url: baseURL ?? '' }]);
    await page.goto('/provider');
    await expect(menu(page).getByRole('link')).toHaveText([
      'Home',
      'Profile',
      'Services',
      'Orders',
      'Support',
    ]);
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText('Home');
  });
});
