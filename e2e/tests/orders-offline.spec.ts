// Orders with the network gone: the history and an order open from the service worker's cache, and a
// review made offline waits in the outbox as 'sending' until the connection returns.
import { expect, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs, requestService, services } from './orders-support';

takeServiceWorkersOfflineWithThePage();

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
  await expect(page.getByText("You're offline, showing saved data.")).toBeVisible();
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
