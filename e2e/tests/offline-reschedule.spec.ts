// A reschedule proposed offline, at a phone's width (390) and a desktop's (1366): the customer opens
// Reschedule on a paid order while online, loses the connection, and proposes the new date and window; the
// proposal waits in the outbox like a chat post, survives a reload, and reaches the server once when the
// connection returns, where the provider sees it waiting for their answer.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { outboxRows } from '../support/chat';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs, demoProvider, londonDateIn, payWithSandboxCard } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const sizes = [
  { name: 'phone', width: 390, height: 844, day: 44 },
  { name: 'desktop', width: 1366, height: 900, day: 52 },
] as const;

const queuedText = 'Your proposal is waiting to be sent. It goes as soon as you are back online.';

async function deepCleanId(request: APIRequestContext, token: string): Promise<string> {
  const products = await apiAs(request, 'user', token).post('products', {
    category: 'Cleaning',
    specifics: 'Domestic',
    search: 'Deep clean',
  });
  const found = (products.body.data as Array<{ Id: string; Product: string }>).find(
    (item) => item.Product === 'Deep clean',
  );
  if (!found) throw new Error('no Deep clean in the catalogue');
  return String(found.Id);
}

/** Books Deep clean with the demo provider at their first free window on `date`, paid; answers its id. */
async function bookAndPay(request: APIRequestContext, token: string, prodid: string, date: string) {
  const customer = apiAs(request, 'user', token);
  const windows = await customer.get('arrivalwindows', { provider: demoProvider.id, prodid, date });
  const [first] = (windows.body.data as Array<{ Start: string }> | undefined) ?? [];
  if (!first) throw new Error(`the demo provider has no window on ${date}`);
  const created = await customer.post('requestservice', {
    prodid,
    zipcode: 'SW1A 1AA',
    address: '10 Downing Street, London',
    scheduled: date,
    provider: demoProvider.id,
    window: first.Start,
  });
  expect(created.body.success, created.body.message).toBe(true);
  await payWithSandboxCard(request, token, created.body.message);
  return String(created.body.message);
}

/** The order's proposals as the server has them. */
async function serverProposals(request: APIRequestContext, token: string, orderid: string) {
  const reply = await apiAs(request, 'user', token).get('reschedules', { orderid });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.data as {
    Pending: { By: string; To: { Date: string; Start: string | null } } | null;
    Moves: unknown[];
  };
}

/** The order page's Date changes card (the shell's announcer may say the same words). */
const dateChanges = (page: Page) => page.getByRole('region', { name: 'Date changes' });
const waitingGroup = (page: Page) => page.getByRole('group', { name: 'Proposal waiting for an answer' });

for (const size of sizes) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a reschedule proposed offline waits in the outbox and is sent once back online', async ({
      page,
      context,
      request,
    }, testInfo) => {
      test.setTimeout(150_000);
      const dialogs = answerDialogs(page);
      const { token } = await signedInAs(page, request, 'user');
      const prodid = await deepCleanId(request, token);
      const offset = size.day + testInfo.repeatEachIndex * 2;
      const orderId = await bookAndPay(request, token, prodid, londonDateIn(offset));
      const newDay = londonDateIn(offset + 1);

      // Online: the order page through the service worker, and the new date's free windows.
      await page.goto(`/details/${orderId}`);
      await waitForServiceWorker(page);
      await page.reload();
      await page.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByLabel('New date').fill(newDay);
      const first = page.getByRole('group', { name: 'New arrival window' }).getByRole('radio').first();
      await expect(first).toBeVisible();
      await first.check();
      const start = (await first.getAttribute('value')) ?? '';
      expect(start).toMatch(/^\d\d:\d\d$/);
      await expect(page.getByText('Moving the order now is free.')).toBeVisible();

      // The connection goes; the proposal waits in the outbox and is shown as waiting to be sent.
      await context.setOffline(true);
      await expectWorkerOffline(page);
      await page.getByRole('button', { name: 'Propose new date' }).click();
      await expect(dateChanges(page).getByText(queuedText)).toBeVisible();
      const queued = await outboxRows(page);
      expect(queued).toHaveLength(1);
      expect(queued[0]?.fields).toMatchObject({ orderid: orderId, date: newDay, window: start });
      expect(dialogs).toEqual([]);
      expect((await serverProposals(request, token, orderId)).Pending).toBeNull();

      // A reload while still offline keeps it waiting, and offers no second proposal.
      await page.reload();
      await expect(dateChanges(page).getByText(queuedText)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

      // Back online: it is sent once, the outbox empties, and the order page shows it waiting for an answer.
      await context.setOffline(false);
      await expect.poll(() => outboxRows(page), { timeout: 60_000 }).toEqual([]);
      await expect
        .poll(async () => (await serverProposals(request, token, orderId)).Pending?.To, { timeout: 30_000 })
        .toEqual(expect.objectContaining({ Date: newDay, Start: start }));
      await page.reload();
      await expect(waitingGroup(page)).toContainText('The customer proposes moving the order');
      await expect(dateChanges(page).getByText(queuedText)).toHaveCount(0);
      const after = await serverProposals(request, token, orderId);
      expect(after.Pending?.By).toBe('customer');
      expect(after.Moves).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  });
}
