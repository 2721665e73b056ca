// The main flows with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, typing; no
// clicks, no fill), with a visible focus ring at every stop: sign in and book up to the sandbox card payment,
// write in a support case, a new provider verifying the email and changing the schedule status, the mobile
// menu, the provider's bid panel and a review; and Tab through whole pages there and back.
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  latestCode,
  loginToken,
  newAccount,
  registerAccount,
  signedInAs,
  storeSession,
} from '../support/accounts';
import { loadChat } from '../support/chat';
import { activate, dateFieldOrder, tabThroughPage, tabTo, typeDate, typeInto } from '../support/keyboard';
import {
  answerDialogs,
  apiAs,
  demoProvider,
  isoDateIn,
  loginDemoProvider,
  payWithSandboxCard,
  requestService,
  services,
  startRequestBox,
} from './orders-support';

const main = (page: Page) => page.getByRole('main');

async function signIn(page: Page, email: string, password: string) {
  await typeInto(page, page.getByLabel('Email address'), email);
  await typeInto(page, page.getByLabel('Password'), password);
  await page.keyboard.press('Enter');
}

test('a customer signs in and books a service up to the sandbox card payment', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dialogs = answerDialogs(page);
  const account = newAccount('user', 'keyboard-booking');
  await registerAccount(request, account);

  await page.goto('/login');
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard');

  // The skip link first, then the account menu's Order Now.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }));
  await page.keyboard.press('Enter');
  await activate(
    page,
    page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Order Now' }),
  );
  await expect(page).toHaveURL('/service/location');

  // The postcode combobox: type, arrow down to the first suggestion, Enter to pick it.
  const postcode = page.getByRole('combobox', { name: 'Postcode' });
  await typeInto(page, postcode, 'SW1A 1AA');
  await expect(
    page.getByRole('listbox', { name: 'Matching addresses' }).getByRole('option').first(),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(postcode).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(postcode).toHaveValue(/^SW1A 1AA, /);
  // Then the address lines: the street by keyboard; the town is filled in from the postcode.
  await typeInto(page, page.getByRole('textbox', { name: 'House number and street' }), '10 Downing Street');
  await activate(page, page.getByRole('button', { name: 'Proceed' }));
  await expect(page).toHaveURL('/service/category');

  // Each choice asks to confirm (accepted by the dialog handler) and moves on.
  await activate(page, main(page).getByRole('button', { name: /^Cleaning/ }));
  await expect(page).toHaveURL('/service/specifics');
  await activate(page, main(page).getByRole('button', { name: /^Domestic/ }), 'Space');
  await expect(page).toHaveURL('/service/choose');
  await activate(page, main(page).getByRole('button', { name: /^Deep clean/ }));
  await expect(page).toHaveURL('/service/providers');
  expect(dialogs.filter((said) => said === 'Are you sure you want to proceed?')).toHaveLength(3);

  await tabTo(page, page.getByLabel('Date for the order'));
  await typeDate(page, isoDateIn(1), await dateFieldOrder(page));
  await expect(page.getByLabel('Date for the order')).toHaveValue(isoDateIn(1));
  await activate(page, page.getByRole('button', { name: `Choose ${demoProvider.name}` }), 'Space');
  await expect(page.getByRole('button', { name: `Choose ${demoProvider.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await activate(page, page.getByRole('button', { name: 'Request provider' }));
  await expect(page).toHaveURL('/service/negotiate');

  const panel = page.getByRole('complementary', { name: 'Your provider' });
  await activate(page, panel.getByRole('button', { name: 'Order' }));
  await expect(page).toHaveURL(/\/service\/payments\/.+/);
  const orderId = page.url().split('/').pop() ?? '';

  // The sandbox card form: a declined card first, then the test card, sent with Enter.
  await typeInto(page, page.getByLabel('Card number'), '4000 0000 0000 0002');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  // A job inside the 14 days to cancel: the express request is ticked with the space bar.
  if ((await startRequestBox(page).count()) > 0) {
    await startRequestBox(page).focus();
    await page.keyboard.press('Space');
    await expect(startRequestBox(page)).toBeChecked();
  }
  await activate(page, page.getByRole('button', { name: /^Pay / }));
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');

  // Back to the card number with Shift+Tab, clear it and type the test card.
  await tabTo(page, page.getByLabel('Card number'), { backwards: true });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/service/orderconfirmation/${orderId}`);
  await expect(page.getByText('Your order is confirmed.')).toBeVisible();
});

test('a customer opens a support case and writes in its chat', async ({ page, request }) => {
  const { token } = await signedInAs(page, request, 'user');
  await page.goto('/dashboard');
  await activate(page, main(page).getByRole('link', { name: 'Support', exact: true }));
  await expect(page).toHaveURL('/support');

  await typeInto(page, page.getByRole('textbox', { name: 'Subject' }), 'My booking shows the wrong date');
  await page.keyboard.press('Enter');
  const row = page.getByRole('listitem').filter({ hasText: 'My booking shows the wrong date' });
  await expect(row).toContainText('NEW');
  const caseId = /CS-[0-9A-Z]{8}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(caseId).not.toBe('');

  // A NEW case asks to wait rather than opening; its chat is at its own address.
  await page.goto(`/support-chat/${caseId}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await typeInto(page, box, 'It says Tuesday, I booked Wednesday.');
  await activate(page, page.getByRole('button', { name: 'Send' }));
  const log = page.getByRole('log', { name: 'Messages' });
  const sent = log.getByRole('listitem').filter({ hasText: 'It says Tuesday, I booked Wednesday.' });
  await expect(sent).toContainText('You');

  // Reply to it, then send with Enter from the message box.
  await activate(page, sent.getByRole('button', { name: 'Reply' }));
  await typeInto(page, box, 'Order placed yesterday.');
  await page.keyboard.press('Enter');
  await expect(log.getByRole('listitem').filter({ hasText: 'Order placed yesterday.' })).toBeVisible();
  await expect
    .poll(async () =>
      (await loadChat(request, 'user', token, { category: 'SUPPORT', chatId: caseId })).map((m) => m.Message),
    )
    .toEqual(['It says Tuesday, I booked Wednesday.', 'Order placed yesterday.']);
});

test('a new provider signs in, verifies the email and changes the schedule status', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dialogs = answerDialogs(page);
  const provider = newAccount('provider', 'keyboard-pro');
  await registerAccount(request, provider);

  await page.goto('/provider/login');
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL('/provider');

  const emailCard = page.getByRole('region', { name: 'Email Verification Required' });
  const code = await latestCode(request, provider.email, /verify your email/);
  await typeInto(page, emailCard.getByLabel('Verification code'), code);
  await page.keyboard.press('Enter');
  await expect(emailCard).toHaveCount(0);
  expect(dialogs).toContain('Email verified successfully.');

  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await activate(page, menu.getByRole('link', { name: 'Profile' }));
  await expect(page).toHaveURL('/provider/profile');
  await activate(page, page.getByRole('link', { name: 'Manage Schedule' }));
  await expect(page).toHaveURL('/provider/schedules');

  // A closed select changes with the arrow keys: Inactive (new providers) → Scheduled.
  const status = page.getByLabel('Status');
  await expect(status).toHaveValue('INACTIVE');
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('SCHEDULED');
  await tabTo(page, page.getByLabel('Ends'));
  await typeDate(page, isoDateIn(7), await dateFieldOrder(page));
  await expect(page.getByLabel('Ends')).toHaveValue(isoDateIn(7));
  await activate(page, page.getByRole('button', { name: 'Update Schedule' }));
  await expect(page.getByText('Schedule updated successfully.')).toBeVisible();

  const token = await loginToken(request, provider);
  const schedule = await apiAs(request, 'provider', token).get('getschedule');
  expect(JSON.stringify(schedule.body)).toContain('SCHEDULED');

  // Back up to Active with the other arrow.
  await tabTo(page, status, { backwards: true });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(status).toHaveValue('ACTIVE');
  await activate(page, page.getByRole('button', { name: 'Update Schedule' }));
  await expect
    .poll(async () => JSON.stringify((await apiAs(request, 'provider', token).get('getschedule')).body))
    .toContain('ACTIVE');
});

test('the mobile menu opens and its links are followed with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeEnabled(); // once the app has hydrated the rendered page
  await activate(page, toggle);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await activate(
    page,
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }),
  );
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

/** Loads `path`, waits for its heading and `ready`, and tabs through it there and back. */
async function tabThrough(page: Page, path: string, ready?: Locator) {
  await test.step(path, async () => {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // A signed-in page the server rendered is inert until the app takes it over: tab through the app's.
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    if (ready) await expect(ready).toBeVisible();
    expect((await tabThroughPage(page)).length).toBeGreaterThan(5);
  });
}

test('Tab reaches every control and leaves it, there and back, on the main pages of both roles', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await tabThrough(page, '/');
  // The help centre's cards come from the API; the server-rendered login form is enabled once the app is live.
  await tabThrough(page, '/help', page.getByRole('main').getByRole('link', { name: /@/ }));
  await tabThrough(
    page,
    '/login',
    page.getByRole('textbox', { name: 'Email address' }).and(page.locator(':enabled')),
  );

  const { token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.deepClean);
  await payWithSandboxCard(request, token, orderId);
  for (const path of ['/dashboard', '/profile', '/service/location']) await tabThrough(page, path);
  await tabThrough(page, `/details/${orderId}`, page.getByRole('button', { name: 'Chat Provider' }));

  const providerContext = await browser.newContext();
  try {
    const fresh = await providerContext.newPage();
    await signedInAs(fresh, request, 'provider');
    await tabThrough(fresh, '/provider', fresh.getByRole('region', { name: 'Email Verification Required' }));
    await tabThrough(fresh, '/provider/verification', fresh.getByLabel('First name'));
  } finally {
    await providerContext.close();
  }

  const demoContext = await browser.newContext();
  try {
    const demo = await demoContext.newPage();
    await storeSession(demo, await loginDemoProvider(request), 'provider');
    await tabThrough(demo, '/provider', demo.getByRole('region', { name: 'Monthly Orders' }));
    await tabThrough(
      demo,
      `/provider/details/${orderId}`,
      demo.getByRole('button', { name: 'Chat Customer' }),
    );
  } finally {
    await demoContext.close();
  }
});

// Bidding sends the device's position; the browser is somewhere in Westminster and allowed to say so.
test('the provider opens the bid panel, bids and closes it with Escape', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 51.501, longitude: -0.1246 });
  const customer = newAccount('user', 'keyboard-bids');
  await registerAccount(request, customer);
  await requestService(request, await loginToken(request, customer), {
    ...services.homeClean,
    provider: 'BID',
  });

  await storeSession(page, await loginDemoProvider(request), 'provider');
  await page.goto('/provider');
  const findJobs = page.getByRole('button', { name: 'Find Jobs', exact: true });
  await activate(page, findJobs);
  const panel = page.getByRole('complementary', { name: 'Bid published jobs' });
  await expect(panel.getByRole('heading', { name: 'Bid published jobs' })).toBeFocused();

  const bid = panel.getByRole('button', { name: /^Bid on Cleaning · Domestic/ }).first();
  await activate(page, bid);
  await expect(
    panel.getByRole('button', { name: /^Withdraw bid on Cleaning · Domestic/ }).first(),
  ).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(findJobs).toBeFocused();
});

test('a customer rates a completed order with the arrow keys and sends the review', async ({
  page,
  request,
}) => {
  const { token } = await signedInAs(page, request, 'user');
  // Not the demo provider: orders.spec.ts checks that its rating is the average of its own reviews.
  const orderId = await requestService(request, token, services.leakRepair);
  await payWithSandboxCard(request, token, orderId);
  const customer = apiAs(request, 'user', token);
  expect((await customer.get('startorder', { orderid: orderId })).body.success).toBe(true);
  expect((await customer.get('endorder', { orderid: orderId })).body.success).toBe(true);

  await page.goto(`/details/${orderId}`);
  const stars = page.getByRole('radio', { name: /^\d stars?$/ });
  await tabTo(page, stars.first());
  // Arrow keys move through the group and pick as they go: 1 → 4 stars.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await typeInto(page, page.getByLabel('Your review (optional)'), 'Quick and tidy.');
  await activate(page, page.getByRole('button', { name: 'Submit review' }));
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
});
