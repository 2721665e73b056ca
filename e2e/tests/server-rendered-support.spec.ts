// mf-support's pages come rendered from the server for the signed-in account (mf-support/src/app/
// server-render.tsx): the cases of /support and /provider/support, and a case's chat with its composer,
// readable before any script runs; then the app takes them over with nothing logged and working controls.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPath, type Role, signedInAs } from '../support/accounts';
import { pageSessionOf, problemsOf, withPageSession } from '../support/page-session';

const supportPath = (role: Role) => (role === 'provider' ? '/provider/support' : '/support');
const chatPath = (role: Role, caseId: string) =>
  role === 'provider' ? `/provider/chat/${caseId}` : `/support-chat/${caseId}`;

/** Opens a support case for the account of `token`, with a first message in its chat: its case number. */
async function openCase(request: APIRequestContext, role: Role, token: string, subject: string) {
  const headers = { authorization: `Bearer ${token}` };
  const opened = await request.post(apiPath(role, 'newsupportcase'), { form: { value: subject }, headers });
  const body = (await opened.json()) as { data?: { CaseID?: string } };
  const caseId = body.data?.CaseID ?? '';
  expect(caseId, JSON.stringify(body)).toMatch(/^CS-/);
  const sent = await request.post(apiPath(role, 'newchat'), {
    form: { ChatId: caseId, Category: 'SUPPORT', Message: `First words about ${subject}` },
    headers,
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return caseId;
}

/** A fresh account of `role` whose page-rendering cookie the browser holds, with one case opened. */
async function accountWithCase(page: Page, request: APIRequestContext, role: Role, baseURL = '') {
  const { token, account } = await signedInAs(page, request, role);
  await withPageSession(page, token, baseURL);
  const subject = `Charged twice (${account.email})`;
  return { token, subject, caseId: await openCase(request, role, token, subject) };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const role of ['user', 'provider'] as const) {
    test(`a ${role}'s cases and a case's chat come rendered with their own data`, async ({
      page,
      request,
      baseURL,
    }) => {
      const { subject, caseId } = await accountWithCase(page, request, role, baseURL);

      await page.goto(supportPath(role));
      await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', role);
      await expect(page.getByRole('heading', { level: 2, name: 'Your support cases' })).toBeVisible();
      const row = page.getByRole('listitem').filter({ hasText: subject });
      await expect(row).toContainText(caseId);
      await expect(row).toContainText('NEW');
      await expect(page.getByRole('textbox', { name: 'Subject' })).toBeVisible();
      await expect(page.locator('style[data-rendered-module="mf-support"]')).toHaveCount(1);
      await expect(page.locator('main')).toHaveAttribute('inert', '');

      await page.goto(chatPath(role, caseId));
      await expect(page.locator('#root')).toHaveAttribute('data-rendered-for', role);
      await expect(page.getByText(`Case ${caseId}`)).toBeVisible();
      const log = page.getByRole('log', { name: 'Messages' });
      await expect(log.getByRole('listitem')).toHaveCount(1);
      await expect(log.getByRole('listitem')).toContainText(`You`);
      await expect(log.getByRole('listitem')).toContainText(`First words about ${subject}`);
      // The composer is there, styled by the chat's own sheet written into the page.
      const message = page.getByRole('textbox', { name: 'Message' });
      await expect(message).toBeVisible();
      expect(await page.locator('.chat__log').evaluate((log) => getComputedStyle(log).overflowY)).toBe(
        'auto',
      );
    });
  }

  test("someone else's case, and a page of the other role, are left to the browser", async ({
    page,
    request,
    baseURL,
  }) => {
    const { token } = await signedInAs(page, request, 'user');
    const theirs = await openCase(request, 'user', token, 'Not yours to read');
    await accountWithCase(page, request, 'user', baseURL);

    await page.goto(chatPath('user', theirs));
    await expect(page.locator('#root')).toBeEmpty();
    await page.goto(chatPath('user', 'CS-NOSUCH00'));
    await expect(page.locator('#root')).toBeEmpty();
    await page.goto(supportPath('provider'));
    await expect(page.locator('#root')).toBeEmpty();
    await page.goto(supportPath('user'));
    await expect(page.getByText('Not yours to read')).toHaveCount(0);
  });
});

test('the app takes the rendered cases over without asking for them again, and its controls work', async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  const { token, account } = await signedInAs(page, request, 'user');
  const subject = `Charged twice (${account.email})`;
  const caseId = await openCase(request, 'user', token, subject);
  await openCase(request, 'user', token, 'Provider did not arrive');
  // A session stored before: the app writes the cookie on its first load, the server renders from the next.
  await page.goto('/services');
  await expect.poll(async () => (await pageSessionOf(page)) !== undefined).toBe(true);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.endsWith('/loadsupportcases')) asked.push(sent.url());
  });

  await page.goto('/support');
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toHaveCount(1);
  await expect(page.locator('style[data-rendered-module]')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
  expect(asked).toEqual([]);

  // The search asks the server, and shows its answer.
  await page.getByRole('searchbox', { name: 'Search support cases' }).fill('arrive');
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Provider did not arrive' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(problems).toEqual([]);
  expect(caseId).toMatch(/^CS-/);
});

test("the app takes a rendered chat over: the composer sends, and the chat's messages are kept", async ({
  page,
  request,
}) => {
  const problems = problemsOf(page);
  const { token, account } = await signedInAs(page, request, 'provider');
  const caseId = await openCase(request, 'provider', token, `Payout missing (${account.email})`);
  await page.goto('/services');
  await expect.poll(async () => (await pageSessionOf(page)) !== undefined).toBe(true);

  await page.goto(chatPath('provider', caseId));
  await expect(page.locator('#root:not([data-rendered])')).toHaveCount(1);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Message' }).fill('The payout of 3 July has not arrived.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('listitem').filter({ hasText: 'The payout of 3 July' })).toBeVisible();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(problems).toEqual([]);
});
