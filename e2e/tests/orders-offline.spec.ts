// Orders with the network gone: the history and every order opened before (its chat and its review too)
// open again from what the device kept, saying how old it is; a review made offline waits in the outbox as
// 'sending' until the connection returns; a half-written review or chat message survives a reload.
import { expect, type Page, test } from '@playwright/test';
import { demoCustomer, loginToken, signedInAs, storeSession } from '../support/accounts';
import { appTookOver } from '../support/page-session';
import {
  expectWorkerOffline,
  keptReads,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs, deviceRows, requestService, services } from './orders-support';

takeServiceWorkersOfflineWithThePage();

/** The shell's one notice while a page shows what the device kept. */
const offlineNotice = (page: Page) => page.getByText(/^You're offline, showing what you saw at \d\d:\d\d\.$/);

test('the order history and an order read offline; an offline review is sent once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const customer = apiAs(request, 'user', token);
  // A PER HOUR order needs no payment to start, so it can be closed through the API.
  const orderId = await requestService(request, token, services.repairs);
  for (const action of ['startorder', 'endorder']) {
    const done = await customer.get(action, { orderid: orderId });
    expect(done.body.success, done.body.message).toBe(true);
  }

  // One online visit through the worker, which keeps the answers.
  await page.goto('/orders');
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByRole('link', { name: new RegExp(orderId) }).click();
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByRole('group', { name: 'Rating' })).toBeVisible();

  await context.setOffline(true);
  await expectWorkerOffline(page);
  await page.goto('/orders');
  await expect(page.getByRole('link', { name: new RegExp(orderId) })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await page.getByRole('link', { name: new RegExp(orderId) }).click();
  await expect(page.getByRole('heading', { name: 'General repairs' })).toBeVisible();

  await review.getByRole('radio', { name: '4 stars' }).check();
  await review.getByLabel('Your review (optional)').fill('Written on the train.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review.getByText('Sending…')).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  expect(dialogs).toEqual([]);

  // Back online, the outbox sends it and the order shows the review it now has.
  await context.setOffline(false);
  await expect(review.getByText('Sending…')).toBeHidden({ timeout: 30_000 });
  await expect(review.getByText('Written on the train.')).toBeVisible();
  const details = await customer.get('orderdetails', { orderid: orderId });
  expect(details.body.review).toEqual([{ Rating: 4, Review: 'Written on the train.' }]);
});

// Two orders of the demo story (packages/server/src/domain/ops/demo/demo-story.ts): one with its chat, one reviewed.
const inProgress = { id: 'ORD-DEMO000003', product: 'TV wall mounting' };
const completed = { id: 'ORD-DEMO000001', product: 'Leak repair' };
const storyOrders = ['ORD-DEMO000001', 'ORD-DEMO000002', 'ORD-DEMO000003', 'ORD-DEMO000004'];

/** The value shown for a term of the order's facts. */
const fact = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** A half-written draft as its page stored it: IndexedDB `callout-<database>`, table `drafts`. */
async function draftValue(page: Page, database: string, key: string): Promise<unknown> {
  const rows = await deviceRows<{ key: string; value: unknown }>(page, `callout-${database}`, 'drafts');
  return rows.find((row) => row.key === key)?.value;
}

test("the demo customer's history and orders read offline, with their chat and review; drafts survive reloads", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const dialogs = answerDialogs(page);
  const token = await loginToken(request, demoCustomer);
  await storeSession(page, token, 'user');
  // A closed order not yet reviewed, for the half-written review (PER HOUR: closed through the API).
  const customer = apiAs(request, 'user', token);
  const toReview = await requestService(request, token, services.repairs);
  for (const action of ['startorder', 'endorder']) {
    const done = await customer.get(action, { orderid: toReview });
    expect(done.body.success, done.body.message).toBe(true);
  }

  // Online, through the worker: the history, then each order (the chat of the one in progress opened).
  await page.goto('/orders');
  await waitForServiceWorker(page);
  await page.reload();
  for (const id of storyOrders) await expect(page.getByRole('link', { name: new RegExp(id) })).toBeVisible();
  await appTookOver(page);
  await page.goto(`/details/${inProgress.id}`);
  await expect(page.getByRole('heading', { name: inProgress.product })).toBeVisible();
  await appTookOver(page);
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  const chatLog = page.getByRole('log', { name: 'Messages' });
  await expect(chatLog).toContainText('Great, ring the top bell when you arrive.');
  await page.goto(`/details/${completed.id}`);
  const review = page.getByRole('region', { name: 'Review' });
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await appTookOver(page);
  await page.goto(`/details/${toReview}`);
  await expect(review.getByRole('group', { name: 'Rating' })).toBeVisible();
  await appTookOver(page);
  await expect(offlineNotice(page)).toBeHidden();
  // Each page's answers are in the worker's cache before the network goes: those of the pages the server
  // rendered (the history, the orders opened by address) came with the pages, before their app asked.
  await expect
    .poll(() => keptReads(page))
    .toEqual(
      expect.arrayContaining([
        '/api/orders?search=',
        `/api/orderdetails?orderid=${inProgress.id}`,
        `/api/orderdetails?orderid=${completed.id}`,
        `/api/orderdetails?orderid=${toReview}`,
        '/api/loadchats',
      ]),
    );

  await context.setOffline(true);
  await expectWorkerOffline(page);

  // Each page loaded again with no network shows what was seen, and says when it was seen.
  await page.goto('/orders');
  for (const id of storyOrders) await expect(page.getByRole('link', { name: new RegExp(id) })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(toReview) })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  await page.goto(`/details/${completed.id}`);
  await expect(page.getByRole('heading', { name: completed.product })).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('COMPLETED');
  await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  // Once the page is no longer busy, the kept order stays, with no error in its place.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: completed.product })).toBeVisible();
  await expect(page.getByText(/Could not load this order/)).toHaveCount(0);
  await expect(offlineNotice(page)).toBeVisible();

  await page.goto(`/details/${inProgress.id}`);
  await expect(page.getByRole('heading', { name: inProgress.product })).toBeVisible();
  await expect(fact(page, 'Status')).toHaveText('IN-PROGRESS');
  await expect(offlineNotice(page)).toBeVisible();
  // The chat history comes from the worker's copy (a POST read, kept under its body).
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  await expect(chatLog).toContainText('Hi Tom, the TV is 55 inches and the wall is plasterboard.');
  await expect(chatLog).toContainText('Great, ring the top bell when you arrive.');

  // A half-written message survives a reload.
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill('Could you also bring a longer HDMI cable');
  await expect
    .poll(() => draftValue(page, 'chat', `ORDER:${inProgress.id}`))
    .toBe('Could you also bring a longer HDMI cable');
  await page.reload();
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  await expect(chatLog).toContainText('Great, ring the top bell when you arrive.');
  await expect(message).toHaveValue('Could you also bring a longer HDMI cable');

  // So does a half-written review.
  await page.goto(`/details/${toReview}`);
  await expect(page.getByRole('heading', { name: 'General repairs' })).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await review.getByRole('radio', { name: '4 stars' }).check();
  await review.getByLabel('Your review (optional)').fill('Quick and careful, though');
  await expect
    .poll(() => draftValue(page, 'orders', `review:${toReview}`))
    .toEqual({ rating: 4, review: 'Quick and careful, though' });
  await page.reload();
  await expect(review.getByLabel('Your review (optional)')).toHaveValue('Quick and careful, though');
  await expect(review.getByRole('radio', { name: '4 stars' })).toBeChecked();
  expect(dialogs).toEqual([]);
});
