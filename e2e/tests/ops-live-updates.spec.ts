// In the operators' console: with the live stream open the support queue and a case's chat do not
// poll (they asked every 15 s and 3 s before), and a customer's new case and messages show on the operator's
// page within a few seconds, without a reload.
import { expect, type Request, test } from '@playwright/test';
import {
  apiPath,
  loginToken,
  newAccount,
  operatorToken,
  registerAccount,
  storeSession,
} from '../support/accounts';
import { openSupportCase } from '../support/chat';
import { answerDialogs } from './orders-support';

/** The console's reads of the queue and of a case (its details and its chat). */
const isCaseRead = (request: Request) =>
  request.method() === 'GET' && /^\/api\/operator\/cases(\/[^/]+)?$/.test(new URL(request.url()).pathname);

// Tagged @alone: each event must show within 3 s, so `npm test` runs it with no other journey beside it.
test(
  "a customer's new case and messages reach the operator's queue and case over the stream, with no polling",
  { tag: '@alone' },
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const dialogs = answerDialogs(page);
    await storeSession(page, await operatorToken(request), 'operator');
    const customer = newAccount('user', 'customer');
    await registerAccount(request, customer);
    const token = await loginToken(request, customer);
    const say = (caseId: string, Message: string) =>
      request.post(apiPath('user', 'newchat'), {
        form: { ChatId: caseId, Category: 'SUPPORT', Message },
        headers: { authorization: `Bearer ${token}` },
      });

    const ticket = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/operator/events/ticket');
    const streamOpen = page.waitForResponse((r) => /\/api\/events\?/.test(r.url()) && r.status() === 200);
    await page.goto('/ops/support');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Support queue' })).toBeVisible();
    await expect(main.getByText(/^Updated \d\d:\d\d:\d\d$/)).toBeVisible();
    await ticket;
    await streamOpen;

    // Over more than one of the queue's 15 s intervals, the page does not ask for it.
    const reads: Request[] = [];
    page.on('request', (r) => {
      if (isCaseRead(r)) reads.push(r);
    });
    await page.waitForTimeout(16_000);
    expect(
      reads.map((r) => r.url()),
      'the queue polled while the stream was open',
    ).toEqual([]);

    // A customer opens a case: it joins the queue at once, from the stream's event.
    const subject = `Refund not received ${Date.now()}`;
    const asked = Date.now();
    const caseId = await openSupportCase(request, token, subject);
    const row = main.getByRole('row').filter({ has: page.getByRole('link', { name: caseId }) });
    await expect(row).toBeVisible({ timeout: 3_000 });
    console.log(`new case in the operator's queue after ${Date.now() - asked} ms`);
    await expect(row).toContainText(subject);
    await expect(row).toContainText('No messages yet');

    // Their first message shows in the queue's row.
    const first = 'The refund for my cancelled clean has not arrived.';
    expect((await say(caseId, first)).status()).toBe(201);
    await expect(row).not.toContainText('No messages yet', { timeout: 3_000 });

    // The case's chat does not poll either (3 s without the stream), and the next message arrives by event.
    await row.getByRole('link', { name: caseId }).click();
    const log = main.getByRole('log', { name: 'Messages' });
    await expect(log).toContainText(first);
    await expect(main.getByRole('region', { name: 'Case owner', exact: true })).toContainText('Customer');
    reads.length = 0;
    await page.waitForTimeout(4_000);
    expect(
      reads.map((r) => r.url()),
      'the case polled while the stream was open',
    ).toEqual([]);
    const second = 'It was £76.50, paid on Monday.';
    const sent = Date.now();
    expect((await say(caseId, second)).status()).toBe(201);
    await expect(log.getByRole('listitem').filter({ hasText: second })).toBeVisible({ timeout: 3_000 });
    console.log(`customer's message in the operator's chat after ${Date.now() - sent} ms`);
    expect(dialogs).toEqual([]);
  },
);
