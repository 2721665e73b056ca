// Axe (WCAG 2.0/2.1 A and AA) on every route of both roles, and on the open states of menus,
// panels and forms, with no serious or critical violation. Routes come from shell/src/config/paths.ts and the
// module descriptors (mf-*/src/app/descriptor.ts); data-bound pages get real orders and cases from the API.
// Every check runs in the light and in the dark theme.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  latestCode,
  loginToken,
  newAccount,
  operatorToken,
  registerAccount,
  signedInAs,
  storeSession,
} from '../support/accounts';
import { fillStreet, giveDemoLocation } from '../support/address';
import {
  expectAccessibleInBothThemes as expectAccessible,
  settled,
  visitAndCheckInBothThemes as visitAndCheck,
} from '../support/axe';
import { readDraft } from '../support/booking-draft';
import {
  answerDialogs,
  apiAs,
  askToStartWithin14Days,
  demoProvider,
  isoDateIn,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
} from './orders-support';

// Every check runs twice (light and dark), so each test has twice the suite's time.
test.describe.configure({ timeout: 120_000 });

// Bidding sends the device's position; the browser is somewhere in Westminster and allowed to say so.
test.use({ geolocation: { latitude: 51.501, longitude: -0.1246 }, permissions: ['geolocation'] });

const publicRoutes = [
  '/',
  '/getstarted',
  '/howitworks',
  '/about',
  '/services',
  '/help',
  '/terms',
  '/privacy',
  '/guarantee',
  '/review-policy',
  '/complaints',
];
const signInRoutes = [
  '/login',
  '/provider/login',
  '/ops/login',
  '/register',
  '/join',
  '/recover',
  '/recover?as=provider',
];
/** The operator console's sections (mf-ops/src/app/sections.ts) and its home. */
const operatorRoutes = [
  '/ops',
  '/ops/support',
  '/ops/reviews',
  '/ops/credentials',
  '/ops/disputes',
  '/ops/catalogue',
  '/ops/promotions',
  '/ops/accounts',
  '/ops/orders',
  '/ops/audit',
  '/ops/data-requests',
  '/ops/releases',
];

/** A support case of the signed-in account, through the API as the New Support form makes it. */
async function openSupportCase(request: APIRequestContext, role: 'user' | 'provider', token: string) {
  const api = apiAs(request, role, token);
  const created = await api.post('newsupportcase', { value: `Accessibility check (${role})` });
  expect(created.body.success, created.body.message).toBe(true);
  const cases = await api.post('loadsupportcases', { value: '' });
  const caseId = (cases.body.data as { CaseID: string }[])[0]?.CaseID;
  if (!caseId) throw new Error(`no support case: ${JSON.stringify(cases.body)}`);
  // One message of its own, so the log shows a message with its Reply and Delete controls.
  const sent = await api.post('newchat', { Category: 'SUPPORT', ChatId: caseId, Message: 'Hello, support' });
  expect(sent.body.success, sent.body.message).toBe(true);
  return caseId;
}

async function sendChat(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
}

test('public pages, the FAQ opened and the not-found page', async ({ page }) => {
  for (const path of publicRoutes) await test.step(path, () => visitAndCheck(page, path));

  await test.step('/help with a question expanded', async () => {
    await page.goto('/help');
    await page.locator('.faq__question').first().click();
    await expect(page.locator('.faq details[open]')).toHaveCount(1);
    await expectAccessible(page, '/help, FAQ expanded');
  });

  await test.step('/styleguide (demo mode), which shows a spinner on purpose', async () => {
    await page.goto('/styleguide');
    await expect(page.getByRole('heading', { level: 2, name: 'Dark theme' })).toBeVisible();
    await expectAccessible(page, '/styleguide');
  });

  await test.step("a provider's public profile, open to anyone", () =>
    visitAndCheck(
      page,
      `/providers/${demoProvider.id}`,
      page.getByRole('heading', { level: 2, name: demoProvider.name }),
    ));

  await test.step('not found', () =>
    visitAndCheck(page, '/no-such-page', page.getByRole('heading', { name: 'Page not found' })));
});

test("the operator console's pages", async ({ page, request }) => {
  await storeSession(page, await operatorToken(request), 'operator');
  for (const path of operatorRoutes) await test.step(path, () => visitAndCheck(page, path));
});

test.describe('error states', () => {
  // Failed downloads must reach the page: no service worker answering from its cache instead.
  test.use({ serviceWorkers: 'block' });

  test('a page whose code cannot load shows the route error page', async ({ page }) => {
    await page.route('**/assets/about-page-*.js', (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expectAccessible(page, 'the route error page');
  });

  test('a module that cannot load shows its retry message', async ({ page, request }) => {
    await signedInAs(page, request, 'user');
    await page.route('**/remotes/mf-support/**', (route) => route.abort('connectionrefused'));
    await page.goto('/support');
    await expect(page.getByRole('alert')).toContainText('This part of Callout could not be loaded');
    await expectAccessible(page, 'a module that cannot load');
  });
});

test('the mobile menu, closed and open, signed out and signed in', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visitAndCheck(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectAccessible(page, '/, mobile menu open');

  await signedInAs(page, request, 'user');
  await visitAndCheck(page, '/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectAccessible(page, '/dashboard, mobile menu open, bottom bar');

  const providerContext = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 390, height: 844 } });
  if (!providerContext) throw new Error('no browser');
  try {
    const pro = await providerContext.newPage();
    await storeSession(pro, await loginDemoProvider(request), 'provider');
    await visitAndCheck(pro, '/provider', pro.getByRole('navigation', { name: 'Shortcuts' }));
    await pro.getByRole('button', { name: 'Open menu' }).click();
    await expectAccessible(pro, '/provider, mobile menu open, bottom bar');
  } finally {
    await providerContext.close();
  }
});

test('sign-in, registration and recovery pages, with their error and second steps', async ({
  page,
  request,
}) => {
  for (const path of signInRoutes) await test.step(path, () => visitAndCheck(page, path));

  await test.step('/login with a refused password', async () => {
    const account = newAccount('user', 'a11y-login');
    await registerAccount(request, account);
    await page.goto('/login');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByLabel('Password').fill('Wrong#2025x');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, '/login, refused');
  });

  await test.step('/register with invalid fields', async () => {
    await page.goto('/register');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Phone number').fill('12');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, '/register, invalid');
  });

  await test.step('/recover, verify step and proceed step', async () => {
    const account = newAccount('user', 'a11y-recover');
    await registerAccount(request, account);
    await page.goto('/recover');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('Code from the email')).toBeVisible();
    await expectAccessible(page, '/recover, verify step');
    const code = await latestCode(request, account.email, /password|code|reset/i);
    await page.getByLabel('Code from the email').fill(code);
    await page.getByLabel('New password').fill('Another#2025');
    await page.getByLabel('Confirm password').fill('Another#2025');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('link', { name: 'Proceed to login' })).toBeVisible();
    await expectAccessible(page, '/recover, proceed step');
  });
});

test('customer screens with an order, saved lists and a support chat', async ({ page, request }) => {
  test.setTimeout(240_000);
  answerDialogs(page);
  const { token, account } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);
  await payWithSandboxCard(request, token, orderId);
  const customer = apiAs(request, 'user', token);
  await customer.post('toggleprovidersave', { value: demoProvider.id });
  await customer.post('togglelocationsave', { value: 'SW1A 1AA;10 Downing Street, London' });
  const caseId = await openSupportCase(request, 'user', token);

  await test.step('/dashboard', () =>
    visitAndCheck(page, '/dashboard', page.getByRole('link', { name: `Order ${orderId}` })));
  await test.step('/profile and its Edit panel', async () => {
    await visitAndCheck(page, '/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectAccessible(page, '/profile, Edit open');
  });
  await test.step('/edit-profile', () => visitAndCheck(page, '/edit-profile', page.getByLabel('First name')));
  await test.step('/profile/locations', () =>
    visitAndCheck(page, '/profile/locations', page.getByText('10 Downing Street, London')));
  await test.step('/profile/providers', () =>
    visitAndCheck(page, '/profile/providers', page.getByRole('heading', { name: demoProvider.name })));
  await test.step('/settings', () =>
    visitAndCheck(page, '/settings', page.getByRole('group', { name: 'Booking confirmed' })));
  await test.step('/orders', () =>
    visitAndCheck(page, '/orders', page.getByRole('main').getByText(orderId).first()));
  await test.step('/details/:id and its chat', async () => {
    await visitAndCheck(page, `/details/${orderId}`, page.getByRole('button', { name: 'Chat Provider' }));
    await page.getByRole('button', { name: 'Chat Provider' }).click();
    await sendChat(page, 'Is parking fine?');
    await expectAccessible(page, `/details/${orderId}, chat open`);
  });
  await test.step('/details/:id in progress, with the live map', async () => {
    const started = await customer.get('startorder', { orderid: orderId });
    expect(started.body.success, started.body.message).toBe(true);
    const map = page.getByRole('figure', { name: "Map of the provider's location and the job" });
    await visitAndCheck(page, `/details/${orderId}`, map);
  });
  await test.step('/details/:id completed, with the review form', async () => {
    const ended = await customer.get('endorder', { orderid: orderId });
    expect(ended.body.success, ended.body.message).toBe(true);
    const submit = page.getByRole('button', { name: 'Submit review' });
    await visitAndCheck(page, `/details/${orderId}`, submit);
    await submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page, `/details/${orderId}, review without a rating`);
  });
  await test.step('/orders/:id/receipt', () =>
    visitAndCheck(page, `/orders/${orderId}/receipt`, page.getByRole('button', { name: 'Print' })));
  await test.step('/support', () =>
    visitAndCheck(page, '/support', page.getByRole('main').getByText(caseId).first()));
  await test.step('/support-chat/:id', async () => {
    await visitAndCheck(
      page,
      `/support-chat/${caseId}`,
      page.getByRole('log', { name: 'Messages' }).getByText('Hello, support'),
    );
    await page.getByRole('button', { name: 'Reply' }).first().click();
    await expectAccessible(page, `/support-chat/${caseId}, replying`);
  });
  await test.step('/exit and its OTP step', async () => {
    await visitAndCheck(page, '/exit');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('OTP')).toBeVisible();
    await expectAccessible(page, '/exit, OTP step');
  });
});

async function pickLocation(page: Page) {
  await visitAndCheck(page, '/service/location');
  await page.getByRole('combobox', { name: 'Postcode' }).fill('SW1A 1AA');
  await expect(page.getByRole('option', { name: /SW1A 1AA/ }).first()).toBeVisible();
  await expectAccessible(page, '/service/location, suggestions open');
  await page
    .getByRole('option', { name: /SW1A 1AA/ })
    .first()
    .click();
  await fillStreet(page);
  await expectAccessible(page, '/service/location, address lines');
  await page.getByRole('button', { name: 'Proceed' }).click();
}

/** Category → specifics → service, checking every step; ends on /service/providers. */
async function chooseService(page: Page, product: string) {
  const steps: [string, RegExp][] = [
    ['/service/category', /^Cleaning/],
    ['/service/specifics', /^Domestic/],
    ['/service/choose', new RegExp(`^${product}`)],
  ];
  for (const [path, choice] of steps) {
    await expect(page).toHaveURL(path);
    await settled(page, page.getByRole('button', { name: choice }));
    await expectAccessible(page, path);
    await page.getByRole('button', { name: choice }).click();
  }
  await expect(page).toHaveURL('/service/providers');
  await settled(page);
  await expectAccessible(page, '/service/providers, no date yet');
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
}

test('the booking flow up to the payment and the order confirmation', async ({ page, request }) => {
  test.setTimeout(240_000);
  answerDialogs(page);
  await signedInAs(page, request, 'user');

  await test.step('/service/payments without an order goes to /getstarted', async () => {
    await page.goto('/service/payments');
    await expect(page).toHaveURL('/getstarted');
    await settled(page);
    await expectAccessible(page, '/service/payments → /getstarted');
  });

  await pickLocation(page);
  await chooseService(page, 'Deep clean');
  const choose = page.getByRole('button', { name: `Choose ${demoProvider.name}` });
  await expect(choose).toBeVisible();
  await expectAccessible(page, '/service/providers, providers listed');
  await choose.click();
  await page.getByRole('button', { name: 'Request provider' }).click();

  await expect(page).toHaveURL('/service/negotiate');
  const panel = page.getByRole('complementary', { name: 'Your provider' });
  await expect(
    panel.getByRole('figure', { name: "Map of the provider's location and the job" }),
  ).toBeVisible();
  await settled(page);
  await expectAccessible(page, '/service/negotiate, provider engaged, map shown');

  await panel.getByRole('button', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/service\/payments\/.+/);
  const orderId = page.url().split('/').pop() ?? '';
  await settled(page, page.getByLabel('Card number'));
  await expectAccessible(page, '/service/payments/:id');

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await askToStartWithin14Days(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expectAccessible(page, '/service/payments/:id, card declined');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);
  await expect(page.getByText('Your order is confirmed.')).toBeVisible();
  await expectAccessible(page, '/service/orderconfirmation/:id');
});

test('publishing a job and the bids that come in', async ({ page, request }) => {
  test.setTimeout(240_000);
  answerDialogs(page);
  await signedInAs(page, request, 'user');
  await giveDemoLocation(page);
  for (const choice of [/^Cleaning/, /^Domestic/, /^Standard home clean/]) {
    await page.getByRole('button', { name: choice }).click();
  }
  await page.getByLabel('Date for the order').fill(isoDateIn(1));
  // A job per hour inside the 14 days to cancel: the express request is asked before it is published.
  await expect(page.getByRole('region', { name: 'Your right to cancel' })).toBeVisible();
  await expectAccessible(page, '/service/providers, the right to cancel for a job per hour');
  await page.getByRole('checkbox', { name: /^I ask for the work to start/ }).check();
  await page.getByRole('button', { name: 'Publish Job' }).click();

  await expect(page).toHaveURL('/service/negotiate');
  await expect(page.getByText('Please wait while we find providers for your job')).toBeVisible();
  await expectAccessible(page, '/service/negotiate, waiting for bids');

  await expect.poll(async () => (await readDraft(page))?.Order).toBeTruthy();
  const orderId = String((await readDraft(page))?.Order);
  const bids = page.getByRole('list', { name: 'Bidding providers' });
  const bidders = [
    { email: demoProvider.email, at: { lat: 51.5226, lng: -0.1571 } },
    { email: 'grace.bennett@example.com', at: { lat: 51.4613, lng: -0.1156 } },
  ];
  for (const [index, bidder] of bidders.entries()) {
    const token = await loginToken(request, {
      role: 'provider',
      email: bidder.email,
      phone: '',
      password: demoProvider.password,
    });
    const placed = await apiAs(request, 'provider', token).get('bidrequest', {
      orderid: orderId,
      lat: String(bidder.at.lat),
      lng: String(bidder.at.lng),
    });
    expect(placed.body.success, placed.body.message).toBe(true);
    await expect(bids.getByRole('button', { name: /^Choose / })).toHaveCount(index + 1);
  }
  await expectAccessible(page, '/service/negotiate, two bids');

  await bids.getByRole('button', { name: `Choose ${demoProvider.name}` }).click();
  await expect(page.getByRole('complementary', { name: 'Your provider' })).toBeVisible();
  await expectAccessible(page, '/service/negotiate, bid chosen');
});

test('provider screens of a new, unverified provider', async ({ page, request }) => {
  test.setTimeout(240_000);
  answerDialogs(page);
  const { token, account } = await signedInAs(page, request, 'provider');
  const caseId = await openSupportCase(request, 'provider', token);

  await test.step('/provider, email and profile unverified', () =>
    visitAndCheck(page, '/provider', page.getByRole('region', { name: 'Email Verification Required' })));
  await test.step('/provider/verification, the KYC form', () =>
    visitAndCheck(page, '/provider/verification', page.getByLabel('First name')));
  await test.step('/provider/verification with errors', async () => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, '/provider/verification, errors shown');
  });
  await test.step('/provider/requests', () => visitAndCheck(page, '/provider/requests'));
  await test.step('/provider/settings', () =>
    visitAndCheck(page, '/provider/settings', page.getByRole('group', { name: 'Direct requests' })));
  await test.step('/provider/orders, empty', () => visitAndCheck(page, '/provider/orders'));
  await test.step('/provider/support', () =>
    visitAndCheck(page, '/provider/support', page.getByRole('main').getByText(caseId).first()));
  await test.step('/provider/chat/:id', () =>
    visitAndCheck(
      page,
      `/provider/chat/${caseId}`,
      page.getByRole('log', { name: 'Messages' }).getByText('Hello, support'),
    ));
  await test.step('/provider/exit and its OTP step', async () => {
    await visitAndCheck(page, '/provider/exit');
    await page.getByLabel('Email address').fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('OTP')).toBeVisible();
    await expectAccessible(page, '/provider/exit, OTP step');
  });
});

test('provider screens of the verified demo provider, with an order', async ({ page, request }) => {
  test.setTimeout(300_000);
  answerDialogs(page);
  const { token: customerToken } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, customerToken, services.deepClean);
  await payWithSandboxCard(request, customerToken, orderId);
  // A job published for bids, so the bid panel has one to show.
  await requestService(request, customerToken, { ...services.homeClean, provider: 'BID' });

  const providerContext = await page
    .context()
    .browser()
    ?.newContext({
      geolocation: { latitude: 51.501, longitude: -0.1246 },
      permissions: ['geolocation'],
    });
  if (!providerContext) throw new Error('no browser');
  try {
    const pro = await providerContext.newPage();
    answerDialogs(pro);
    await storeSession(pro, await loginDemoProvider(request), 'provider');

    await test.step('/provider with the chart', () =>
      visitAndCheck(pro, '/provider', pro.getByRole('region', { name: 'Monthly Orders' })));
    await test.step('/provider, notifications open', async () => {
      await pro.getByRole('button', { name: 'Notifications' }).click();
      await expectAccessible(pro, '/provider, notifications open');
    });
    await test.step('/provider, bid panel open', async () => {
      await pro.getByRole('button', { name: 'Find Jobs', exact: true }).click();
      const panel = pro.getByRole('complementary', { name: 'Bid published jobs' });
      await expect(panel.getByRole('list', { name: 'Published jobs' })).toBeVisible();
      await expectAccessible(pro, '/provider, bid panel open');
    });
    await test.step('/provider/profile with the payout choice', () =>
      visitAndCheck(pro, '/provider/profile', pro.getByRole('group', { name: 'How you are paid' })));
    await test.step('/provider/services, every step', async () => {
      await visitAndCheck(pro, '/provider/services', pro.getByRole('button', { name: /^Cleaning/ }));
      await pro.getByRole('button', { name: /^Cleaning/ }).click();
      await expect(pro.getByRole('button', { name: /^Domestic/ })).toBeVisible();
      await expectAccessible(pro, '/provider/services, specifics');
      await pro.getByRole('button', { name: /^Domestic/ }).click();
      await expect(pro.getByLabel(/^Your price for /).first()).toBeVisible();
      await expectAccessible(pro, '/provider/services, products');
      await pro.getByRole('button', { name: 'View Requests' }).click();
      await expect(pro.getByLabel('Status')).toBeVisible();
      await settled(pro);
      await expectAccessible(pro, '/provider/services, View Requests');
    });
    await test.step('/provider/schedules, Scheduled chosen', async () => {
      await visitAndCheck(pro, '/provider/schedules', pro.getByLabel('Status'));
      await pro.getByLabel('Status').selectOption({ label: 'Scheduled' });
      await expect(pro.getByLabel('Starts')).toBeVisible();
      await expectAccessible(pro, '/provider/schedules, Scheduled');
    });
    await test.step('/provider/verification, completed', () =>
      visitAndCheck(pro, '/provider/verification', pro.getByText('VERIFICATION COMPLETED')));
    await test.step('/provider/credentials, what her services need and the form', () =>
      visitAndCheck(pro, '/provider/credentials', pro.getByRole('button', { name: 'Send for checking' })));
    await test.step('/provider/credentials, the form with errors', async () => {
      await pro.getByLabel('Credential', { exact: true }).selectOption({ label: 'Gas Safe registered' });
      await pro.getByRole('button', { name: 'Send for checking' }).click();
      await expect(pro.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(pro, '/provider/credentials, errors shown');
    });
    await test.step('/provider/orders', () =>
      visitAndCheck(pro, '/provider/orders', pro.getByRole('main').getByText(orderId).first()));
    await test.step('/provider/details/:id and its chat', async () => {
      const chat = pro.getByRole('button', { name: 'Chat Customer' });
      await visitAndCheck(pro, `/provider/details/${orderId}`, chat);
      await chat.click();
      await sendChat(pro, 'See you tomorrow.');
      await expectAccessible(pro, `/provider/details/${orderId}, chat open`);
    });
  } finally {
    await providerContext.close();
  }
});
