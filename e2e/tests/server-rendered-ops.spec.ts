// The operator console's pages come rendered from the server for the operator whose session cookie comes
// with the request (mf-ops/src/app/server-render.tsx): readable before any script runs, then taken over by
// the app with nothing logged, nothing asked for again and working controls.
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  apiPath,
  loginToken,
  newAccount,
  operatorToken,
  registerAccount,
  signedInAs,
  storeSession,
} from '../support/accounts';
import { openSupportCase } from '../support/chat';
import { pageSessionOf, problemsOf, withPageSession } from '../support/page-session';

/** A new customer's support case with a first message: its number, the customer's email and the message. */
async function openCase(request: APIRequestContext, subject: string) {
  const account = newAccount('user', 'customer');
  await registerAccount(request, account);
  const token = await loginToken(request, account);
  const caseId = await openSupportCase(request, token, subject);
  expect(caseId).not.toBe('');
  const headers = { authorization: `Bearer ${token}` };
  const message = `${subject}: please help.`;
  await request.post(apiPath('user', 'newchat'), {
    form: { ChatId: caseId, Category: 'SUPPORT', Message: message },
    headers,
  });
  return { caseId, email: account.email, message };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the console's pages come rendered with the operator's data", async ({ page, request, baseURL }) => {
    const subject = `Rendered case ${Date.now()}`;
    const { caseId, email, message } = await openCase(request, subject);
    await withPageSession(page, await operatorToken(request), baseURL);

    await page.goto('/ops/support');
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', 'operator');
    await expect(page.getByRole('heading', { level: 1, name: 'Support queue' })).toBeVisible();
    await expect(page.getByRole('link', { name: caseId })).toHaveAttribute('href', `/ops/support/${caseId}`);
    // Styled from the page itself, and only to look at until the app takes over.
    await expect(page.locator('style[data-rendered-module="mf-ops"]')).toHaveCount(1);
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    // The operator's own menu and navigation are drawn around it.
    await expect(page.getByRole('navigation', { name: 'Operator console' })).toBeVisible();

    await page.goto(`/ops/support/${caseId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Case ${caseId}` })).toBeVisible();
    await expect(page.getByRole('log', { name: 'Messages' }).getByText(message)).toBeVisible();
    await expect(page.getByRole('link', { name: email })).toBeVisible();

    for (const [path, heading] of [
      ['/ops', 'Operator console'],
      ['/ops/orders', 'Orders'],
      ['/ops/accounts', 'Accounts'],
      ['/ops/reviews', 'Provider reviews'],
      ['/ops/catalogue', 'Catalogue'],
      ['/ops/promotions', 'Promotions'],
      ['/ops/audit', 'Audit log'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toHaveAttribute('data-rendered-for', 'operator');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main .spinner:not(.spinner--small)'), path).toHaveCount(0);
    }
    const account = page.getByRole('link', { name: email });
    await page.goto('/ops/accounts');
    await expect(account).toBeVisible();
    const accountPath = (await account.getAttribute('href')) ?? '';
    await page.goto(accountPath);
    await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', 'operator');
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await expect(page.getByText(subject)).toBeVisible();
  });

  test('a case that does not exist, and a session of another account, are left to the browser', async ({
    page,
    request,
    baseURL,
  }) => {
    await withPageSession(page, await operatorToken(request), baseURL);
    await page.goto('/ops/support/CS-NONE0000');
    await expect(page.locator('#root')).toBeEmpty();

    const customer = await signedInAs(page, request, 'user');
    await withPageSession(page, customer.token, baseURL);
    await page.goto('/ops/support');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('the app writes the cookie, takes the rendered queue over without asking again, and its controls work', async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  const subject = `Taken over ${Date.now()}`;
  const { caseId, message } = await openCase(request, subject);
  const token = await operatorToken(request);
  await storeSession(page, token, 'operator');
  // A session stored before: the app writes the cookie on its first load, the server renders from the next.
  await page.goto('/ops');
  await expect.poll(async () => (await pageSessionOf(page))?.value).toBe(token);

  const rendered = await (
    await page.context().request.get('/ops/support', { headers: { 'Sec-Fetch-Mode': 'navigate' } })
  ).text();
  expect(rendered).toContain('data-rendered-for="operator"');
  expect(rendered).toContain(`href="/ops/support/${caseId}"`);

  const asked: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/api/operator/cases') && sent.resourceType() !== 'document') asked.push(path);
  });
  await page.goto('/ops/support');
  // Taken over: the app's own root, with a live (not inert) page, rendered once.
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Support queue' })).toHaveCount(1);
  await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: caseId })).toBeVisible();
  expect(asked).toEqual([]);

  // Its controls work: the filters narrow the list, and the case link leads on.
  await page.getByRole('searchbox', { name: 'Search cases' }).fill('no case is called this');
  await expect(page.getByRole('link', { name: caseId })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search cases' }).fill(caseId);
  await page.getByRole('link', { name: caseId }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/support/${caseId}$`));
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(message)).toBeVisible();

  // Opened directly, the case is taken over too, and its actions work.
  await page.goto(`/ops/support/${caseId}`);
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: `Case ${caseId}` })).toHaveCount(1);
  await page.getByRole('button', { name: 'Close case' }).click();
  await expect(page.getByRole('button', { name: 'Reopen case' })).toBeVisible();
  expect(problems).toEqual([]);
});
