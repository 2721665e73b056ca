// For mf-support: after one online visit, the support cases and an opened case's chat
// read with no network at all (page and service worker), saying how old they are; the half-written subject
// and message survive a reload; and a case opened offline, with two messages written in its chat, reaches
// the server once, in order (the case first), when the connection returns.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Role, signedInAs } from '../support/accounts';
import { loadChat, outboxRows } from '../support/chat';
import { withoutLiveUpdates } from '../support/live-stream';
import {
  expectWorkerOffline,
  keptReads,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const ageNotice = /^You're offline, showing what you saw at \d\d:\d\d\.$/;
const supportPath = (role: Role) => (role === 'provider' ? '/provider/support' : '/support');
const chatPath = (role: Role, caseId: string) =>
  role === 'provider' ? `/provider/chat/${caseId}` : `/support-chat/${caseId}`;

const casesList = (page: Page) => page.getByRole('list', { name: 'Your support cases' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** A case with one message from its owner, opened through the API as the New Support form does. */
async function caseWithMessage(request: APIRequestContext, role: Role, token: string, subject: string) {
  const api = apiAs(request, role, token);
  const created = await api.post('newsupportcase', { value: subject });
  const caseId = (created.body.data as { CaseID?: string } | undefined)?.CaseID ?? '';
  expect(caseId, created.body.message).toMatch(/^CS-[0-9A-Z]{8}$/);
  const sent = await api.post('newchat', {
    Category: 'SUPPORT',
    ChatId: caseId,
    Message: `About: ${subject}`,
  });
  expect(sent.status, sent.body.message).toBe(201);
  return caseId;
}

/** The value of a draft row in one of the app's IndexedDB databases (`callout-<namespace>`, table drafts). */
function draftValue(page: Page, database: string, key: string): Promise<unknown> {
  return page.evaluate(
    ([name, draftKey]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve(undefined);
            return;
          }
          const read = db.transaction('drafts', 'readonly').objectStore('drafts').get(draftKey);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { value?: unknown } | undefined)?.value);
          };
        };
      }),
    [database, key] as const,
  );
}

/** One online visit of the case list and a case's chat, through the worker, until both are kept. */
async function visitOnline(page: Page, role: Role, caseId: string, subject: string) {
  await page.goto(supportPath(role));
  await waitForServiceWorker(page);
  await page.reload();
  await expect(casesList(page)).toContainText(subject);
  // A NEW case asks to wait instead of opening its chat from the list: its address opens it.
  await page.goto(chatPath(role, caseId));
  await expect(chatLog(page)).toContainText(`About: ${subject}`);
  await page.waitForLoadState('networkidle');
  // The worker keeps both reads (POSTs, kept under their body).
  const prefix = role === 'provider' ? '/api/provider' : '/api';
  await expect
    .poll(() => keptReads(page))
    .toEqual(expect.arrayContaining([`${prefix}/loadsupportcases`, `${prefix}/loadchats`]));
}

test('a customer reads support offline, and a case opened offline is sent once, in order, with its messages', async ({
  page,
  context,
  request,
}) => {
  await withoutLiveUpdates(context);
  test.setTimeout(150_000);
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const subject = 'Charged twice for one job';
  const caseId = await caseWithMessage(request, 'user', token, subject);
  await visitOnline(page, 'user', caseId, subject);

  await context.setOffline(true);
  await expectWorkerOffline(page);

  // The opened chat reads offline, with its age; a half-written message survives a reload.
  await page.reload();
  await expect(chatLog(page)).toContainText(`About: ${subject}`);
  await expect(page.getByText(ageNotice)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Half a thought about the refund');
  await expect
    .poll(() => draftValue(page, 'callout-chat', `SUPPORT:${caseId}`))
    .toBe('Half a thought about the refund');
  await page.reload();
  await expect(box).toHaveValue('Half a thought about the refund');

  // The case list reads offline, with its age; a half-written subject survives a reload.
  await page.goto('/support');
  await expect(casesList(page).getByRole('button', { name: subject })).toBeVisible();
  await expect(page.getByText(ageNotice)).toBeVisible();
  const subjectField = page.getByRole('textbox', { name: 'Subject' });
  const newSubject = 'Refund for a job that never happened';
  await subjectField.fill(newSubject);
  await expect.poll(() => draftValue(page, 'callout-support', 'new-case-subject')).toBe(newSubject);
  await page.reload();
  await expect(subjectField).toHaveValue(newSubject);

  // A case opened offline waits to send; its chat opens, and two messages wait behind it.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      "You're offline. Your case will be sent when you're back online; you can already write in its chat.",
    ),
  ).toBeVisible();
  await expect(subjectField).toHaveValue('');
  const queuedRow = casesList(page).getByRole('listitem').filter({ hasText: newSubject });
  await expect(queuedRow).toContainText('Waiting to send');
  await queuedRow.getByRole('link', { name: newSubject }).click();
  await expect(page.getByText('This case is waiting to send')).toBeVisible();
  const newCaseId = /\/support-chat\/(CS-[0-9A-Z]{8})$/.exec(page.url())?.[1] ?? '';
  expect(newCaseId).not.toBe('');
  for (const text of ['First, written offline', 'Second, written offline']) {
    await box.fill(text);
    await box.press('Enter');
    await expect(chatLog(page).getByRole('listitem').filter({ hasText: text })).toContainText('Sending…');
  }
  // Still there after a reload, in the order they leave: the case, then its messages.
  await page.reload();
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(2);
  const scope = `chat:SUPPORT-${newCaseId}`;
  expect(
    (await outboxRows(page)).map((row) => [row.scope, row.fields.Message ?? row.fields.value, row.status]),
  ).toEqual([
    [scope, newSubject, 'sending'],
    [scope, 'First, written offline', 'sending'],
    [scope, 'Second, written offline', 'sending'],
  ]);

  // Back online: the case, then the two messages, each once.
  await context.setOffline(false);
  await expect(page.getByText('This case is waiting to send')).toBeHidden({ timeout: 30_000 });
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(0, { timeout: 30_000 });
  await expect(chatLog(page).getByRole('listitem')).toHaveText([
    /First, written offline/,
    /Second, written offline/,
  ]);
  const customer = apiAs(request, 'user', token);
  const cases = (await customer.post('loadsupportcases', { value: '' })).body.data as {
    CaseID: string;
    Subject: string;
    Status: string;
  }[];
  expect(cases.map((row) => [row.CaseID, row.Subject, row.Status])).toEqual([
    [newCaseId, newSubject, 'NEW'],
    [caseId, subject, 'NEW'],
  ]);
  const messages = await loadChat(request, 'user', token, { category: 'SUPPORT', chatId: newCaseId });
  expect(messages.map((message) => message.Message)).toEqual([
    'First, written offline',
    'Second, written offline',
  ]);
  expect(await outboxRows(page)).toEqual([]);
  expect(dialogs).toEqual([]);

  // Online again, the list is the server's: the sent case is NEW, no longer waiting.
  await page.goto('/support');
  const sentRow = casesList(page).getByRole('listitem').filter({ hasText: newSubject });
  await expect(sentRow).toContainText('NEW');
  await expect(page.getByText('Waiting to send')).toHaveCount(0);
  await expect(page.getByText(ageNotice)).toBeHidden();
});

test('a provider reads the support cases and an opened chat offline, with their age', async ({
  page,
  context,
  request,
}) => {
  await withoutLiveUpdates(context);
  test.setTimeout(120_000);
  const { token } = await signedInAs(page, request, 'provider');
  const subject = 'Payout missing for last week';
  const caseId = await caseWithMessage(request, 'provider', token, subject);
  await visitOnline(page, 'provider', caseId, subject);
  await expect(page).toHaveURL(new RegExp(`${chatPath('provider', caseId)}$`));

  await context.setOffline(true);
  await expectWorkerOffline(page);
  await page.reload();
  await expect(chatLog(page)).toContainText(`About: ${subject}`);
  await expect(page.getByText(ageNotice)).toBeVisible();
  await page.goto(supportPath('provider'));
  await expect(casesList(page).getByRole('button', { name: subject })).toBeVisible();
  await expect(page.getByText(ageNotice)).toBeVisible();
  await expect(page.getByText('Your support cases could not be loaded.')).toHaveCount(0);
});
