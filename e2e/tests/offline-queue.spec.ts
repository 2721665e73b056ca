// For queued posts: 50 chat messages and a review made with no network at all (page
// and service worker) survive closing the page, and arrive once each, in order, when the connection
// returns, leaving the outbox empty; and a replay whose answer was lost after the server stored the
// message does not store it twice.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { loadChat, outboxRows } from '../support/chat';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs, requestService, services } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const messageTexts = Array.from({ length: 50 }, (_, i) => `msg ${String(i + 1).padStart(2, '0')}`);
const reviewText = 'Reviewed on the underground.';

const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });
const reviewRegion = (page: Page) => page.getByRole('region', { name: 'Review' });

/** Opens the order chat of the details page shown. */
async function openOrderChat(page: Page) {
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  await expect(chatLog(page)).toBeVisible();
}

test('50 messages and a review made offline survive closing the page and arrive once each, in order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const customer = apiAs(request, 'user', token);
  // An open order to chat about, and a PER HOUR one (no payment needed to start) closed for a review.
  const chatOrder = await requestService(request, token, services.homeClean);
  const reviewOrder = await requestService(request, token, services.repairs);
  for (const action of ['startorder', 'endorder']) {
    const done = await customer.get(action, { orderid: reviewOrder });
    expect(done.body.success, done.body.message).toBe(true);
  }

  // One online visit of both orders through the service worker, which keeps their details.
  await page.goto(`/details/${reviewOrder}`);
  await waitForServiceWorker(page);
  await page.reload();
  await expect(reviewRegion(page).getByRole('group', { name: 'Rating' })).toBeVisible();
  await page.goto(`/details/${chatOrder}`);
  await openOrderChat(page);
  await expect(chatLog(page)).toContainText('No messages yet.');

  await context.setOffline(true);
  await expectWorkerOffline(page);

  // 50 messages, each shown as sending at once.
  const box = page.getByRole('textbox', { name: 'Message' });
  const sending = chatLog(page).getByText('Sending…');
  for (const [index, text] of messageTexts.entries()) {
    await box.fill(text);
    await box.press('Enter');
    await expect(sending).toHaveCount(index + 1, { timeout: 20_000 });
  }
  await expect(chatLog(page).getByRole('listitem')).toHaveText(messageTexts.map((text) => new RegExp(text)));

  // The review, on the closed order's page opened from the worker's cache.
  await page.goto(`/details/${reviewOrder}`);
  const review = reviewRegion(page);
  await review.getByRole('radio', { name: '5 stars' }).check();
  await review.getByLabel('Your review (optional)').fill(reviewText);
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByText('Sending…')).toBeVisible();
  expect(dialogs).toEqual([]);

  const queued = await outboxRows(page);
  expect(queued.map((row) => row.fields.Message ?? row.fields.review)).toEqual([...messageTexts, reviewText]);
  expect(new Set(queued.map((row) => row.key)).size).toBe(51);

  // Close the page; a new one, still offline, lists everything from the outbox.
  await page.close();
  const reopened = await context.newPage();
  answerDialogs(reopened);
  await reopened.goto(`/details/${reviewOrder}`);
  await expect(reviewRegion(reopened).getByText('Sending…')).toBeVisible();
  await expect(reviewRegion(reopened).getByText(reviewText)).toBeVisible();
  await reopened.goto(`/details/${chatOrder}`);
  await openOrderChat(reopened);
  await expect(chatLog(reopened).getByText('Sending…')).toHaveCount(50, { timeout: 20_000 });
  await expect(chatLog(reopened).getByRole('listitem')).toHaveText(
    messageTexts.map((text) => new RegExp(text)),
  );

  // Back online: everything leaves the outbox and the server has each item once, in order.
  await context.setOffline(false);
  await expect(chatLog(reopened).getByText('Sending…')).toHaveCount(0, { timeout: 90_000 });
  await expect
    .poll(
      async () => (await loadChat(request, 'user', token, { category: 'ORDER', chatId: chatOrder })).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(50);
  const stored = await loadChat(request, 'user', token, { category: 'ORDER', chatId: chatOrder });
  expect(stored.map((message) => message.Message)).toEqual(messageTexts);
  await expect
    .poll(async () => (await customer.get('orderdetails', { orderid: reviewOrder })).body.review, {
      timeout: 60_000,
    })
    .toEqual([{ Rating: 5, Review: reviewText }]);
  await expect.poll(() => outboxRows(reopened), { timeout: 30_000 }).toEqual([]);

  // The screens show what the server has, with nothing pending.
  await expect(chatLog(reopened).getByRole('listitem')).toHaveText(
    messageTexts.map((text) => new RegExp(text)),
  );
  await reopened.goto(`/details/${reviewOrder}`);
  await expect(reviewRegion(reopened).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(reviewRegion(reopened).getByText(reviewText)).toBeVisible();
  await expect(reviewRegion(reopened).getByText('Sending…')).toHaveCount(0);
});

test.describe('a lost answer', () => {
  // Requests the service worker makes do not pass through page.route; without it the page's own
  // replay sends the outbox.
  test.use({ serviceWorkers: 'block' });

  test('a replay whose answer was lost after the server stored the message stores it once', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    answerDialogs(page);
    const { token } = await signedInAs(page, request, 'user');
    const orderId = await requestService(request, token, services.homeClean);
    const text = 'Only once, please.';

    // The first post reaches the server, which stores the message, but its answer never comes back.
    const attempts: { key: string; status: number; replayed: string | undefined }[] = [];
    await page.route('**/api/newchat', async (route) => {
      const key = route.request().headers()['idempotency-key'] ?? '';
      const response = await route.fetch();
      attempts.push({ key, status: response.status(), replayed: response.headers()['idempotent-replayed'] });
      if (attempts.length === 1) await route.abort('connectionreset');
      else await route.fulfill({ response });
    });

    await page.goto(`/details/${orderId}`);
    await openOrderChat(page);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    const sending = chatLog(page).getByText('Sending…');
    await expect(sending).toHaveCount(1);
    await expect.poll(() => attempts.length, { timeout: 30_000 }).toBe(1);
    expect(attempts[0]?.status).toBe(201);
    expect(attempts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    // Stored already, yet still waiting on the device.
    expect(
      (await loadChat(request, 'user', token, { category: 'ORDER', chatId: orderId })).map((m) => m.Message),
    ).toEqual([text]);
    expect((await outboxRows(page)).map((row) => row.fields.Message)).toEqual([text]);

    // The connection returns ('online' replays the outbox): the replay carries the same key and gets the
    // first result back. Until then the 3 s poll may list the stored copy beside the 'sending' one: the
    // page cannot tell they are the same message, as loadchats does not return the key.
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await context.setOffline(false);
    await expect(sending).toHaveCount(0, { timeout: 60_000 });
    await expect.poll(() => attempts.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    expect(attempts[1]).toEqual({ key: attempts[0]?.key, status: 201, replayed: 'true' });
    await expect.poll(() => outboxRows(page), { timeout: 30_000 }).toEqual([]);
    expect(
      (await loadChat(request, 'user', token, { category: 'ORDER', chatId: orderId })).map((m) => m.Message),
    ).toEqual([text]);
    await expect(chatLog(page).getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
  });
});
