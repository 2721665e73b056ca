// In the browser: operators sign in at /ops/login (everyone else who opens the
// console is sent there, and customers never download its code), work the support queue by keyboard,
// reply with text, a picture and a reply-to, close and reopen a case, and the customer sees the reply.
import { expect, type Page, type Request, test } from '@playwright/test';
import { apiPath, demoOperator as operator, signedInAs } from '../support/accounts';
import { expectAccessible, settled } from '../support/axe';
import { openSupportCase } from '../support/chat';
import { activate, tabTo, typeInto } from '../support/keyboard';
import { answerDialogs } from './orders-support';

const pixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Every request the page makes for the console's code. */
function opsCodeRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/remotes/mf-ops/')) seen.push(request);
  });
  return seen;
}

async function signInAsOperator(page: Page, next = '') {
  await page.goto(`/ops/login${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await settled(page);
  await expectAccessible(page, '/ops/login');
  await page.getByRole('textbox', { name: 'Email address' }).fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('anyone but an operator is sent to /ops/login and never downloads the console', async ({
  page,
  request,
}) => {
  const requested = opsCodeRequests(page);
  await page.goto('/ops/support');
  await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops%2Fsupport$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator login' })).toBeVisible();

  // A signed-in customer, about the app and then at the console's door.
  await signedInAs(page, request, 'user');
  await page.goto('/dashboard');
  await settled(page);
  await page.goto('/support');
  await settled(page);
  for (const path of ['/ops', '/ops/support/CS-AAAA0001']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/ops\/login\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Operator login' })).toBeVisible();
  }
  // The manifest names the module (that is how the shell routes to it), but none of its code came down.
  const manifest = (await (await request.get('/remotes.json')).json()) as { remotes: { name: string }[] };
  expect(manifest.remotes.map((remote) => remote.name)).toContain('mf-ops');
  expect(requested.map((r) => r.url())).toEqual([]);
});

test('an operator replies to a customer case by keyboard and the customer sees the reply', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const dialogs = answerDialogs(page);
  const customerPage = await browser.newPage();
  const { token } = await signedInAs(customerPage, request, 'user');
  const subject = `Charged twice ${Date.now()}`;
  const caseId = await openSupportCase(request, token, subject);
  const headers = { authorization: `Bearer ${token}` };
  await request.post(apiPath('user', 'newchat'), {
    form: { ChatId: caseId, Category: 'SUPPORT', Message: 'My card shows two charges.' },
    headers,
  });

  await signInAsOperator(page, '/ops/support');
  await expect(page).toHaveURL(/\/ops\/support$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Support queue' })).toBeVisible();
  await expect(main.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeVisible();
  await settled(page, main.getByRole('link', { name: caseId }));
  await expectAccessible(page, '/ops/support');

  // Search, filter and open the case with the keyboard alone.
  await typeInto(page, main.getByRole('searchbox', { name: 'Search cases' }), caseId);
  await expect(main.getByRole('row')).toHaveCount(2);
  await main.getByRole('combobox', { name: 'Opened by' }).selectOption('provider');
  await expect(main.getByText('No support cases match your search')).toBeVisible();
  await main.getByRole('combobox', { name: 'Opened by' }).selectOption('user');
  const caseLink = main.getByRole('link', { name: caseId });
  await tabTo(page, caseLink);
  await activate(page, caseLink);
  await expect(page).toHaveURL(new RegExp(`/ops/support/${caseId}$`));

  const log = main.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('My card shows two charges.');
  await expect(main.getByRole('region', { name: 'Case owner', exact: true })).toContainText('Customer');
  await settled(page, log);
  await expectAccessible(page, '/ops/support/:caseId');

  // Reply to the customer's message, then a picture.
  const theirs = log.getByRole('listitem').filter({ hasText: 'My card shows two charges.' });
  await theirs.getByRole('button', { name: 'Reply' }).click();
  const box = main.getByRole('textbox', { name: 'Message' });
  await box.fill('Sorry about that: the second charge is a hold and will drop off.');
  await main.getByRole('button', { name: 'Send' }).click();
  const answer = log.getByRole('listitem').filter({ hasText: 'the second charge is a hold' });
  await expect(answer).toContainText('You');
  await expect(answer.getByRole('blockquote')).toContainText('My card shows two charges.');
  await main
    .getByLabel('Attach an image')
    .setInputFiles({ name: 'hold.png', mimeType: 'image/png', buffer: pixelPng });
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(
    log.getByRole('img', { name: 'Image from You' }).and(page.locator('[src^="/api/media/chat/"]')),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The customer sees the answer, signed by the operator's first name.
  await customerPage.goto(`/support-chat/${caseId}`);
  const theirLog = customerPage.getByRole('log', { name: 'Messages' });
  const received = theirLog.getByRole('listitem').filter({ hasText: 'the second charge is a hold' });
  await expect(received).toContainText('Callout Support · Olivia');

  // Close (the chat becomes read-only for both) and reopen.
  await main.getByRole('button', { name: 'Close case' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'closed' })).toBeVisible();
  await expect(main.getByText('Chat not available')).toBeVisible();
  await expect(customerPage.getByText('Chat not available')).toBeVisible({ timeout: 15_000 });
  await main.getByRole('button', { name: 'Reopen case' }).click();
  await expect(main.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(dialogs).toEqual([]);
  await customerPage.close();
});

test('the console home links every section, side by side on a desktop and above on a tablet', async ({
  page,
}) => {
  await signInAsOperator(page);
  await expect(page).toHaveURL(/\/ops$/);
  const main = page.getByRole('main');
  await settled(page);
  await expectAccessible(page, '/ops');
  const navigation = main.getByRole('navigation', { name: 'Operator console' });
  for (const name of [
    'Support',
    'Provider reviews',
    'Catalogue',
    'Promotions',
    'Accounts',
    'Orders',
    'Audit log',
  ]) {
    await expect(navigation.getByRole('link', { name })).toBeVisible();
  }
  // A tablet held upright: the side navigation moves above the page, nothing is cut off.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(navigation.getByRole('link', { name: 'Audit log' })).toBeInViewport();
  await expectAccessible(page, '/ops on a tablet');
});
