// The outbox never stalls. A message the server keeps answering 503 is tried again
// with backoff (as Retry-After asks) and holds up only its own chat: a message sent afterwards in
// another chat reaches the server.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { loadChat, outboxRows } from '../support/chat';
import { answerDialogs, requestService, services } from './orders-support';

// Requests the service worker makes do not pass through page.route; without it the page sends the outbox.
test.use({ serviceWorkers: 'block' });

const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function sendInOrderChat(page: Page, orderId: string, text: string) {
  await page.goto(`/details/${orderId}`);
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  await expect(chatLog(page)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test('a message stuck on 503 in one chat is retried and does not hold up a message in another chat', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const stuckOrder = await requestService(request, token, services.homeClean);
  const otherOrder = await requestService(request, token, services.repairs);

  // The server is down for one chat only, and says to come back in a second.
  const stuckAttempts: number[] = [];
  await page.route('**/api/newchat', async (route) => {
    const fields = new URLSearchParams(route.request().postData() ?? '');
    if (fields.get('ChatId') !== stuckOrder) return route.continue();
    stuckAttempts.push(Date.now());
    return route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1' },
      json: { success: false, message: 'Service unavailable' },
    });
  });

  await sendInOrderChat(page, stuckOrder, 'Stuck in the queue');
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(1);
  // Tried again after the second Retry-After asked for, not only on the next `online` event.
  await expect.poll(() => stuckAttempts.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  const gaps = stuckAttempts.slice(1).map((at, i) => at - (stuckAttempts[i] ?? at));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);

  await sendInOrderChat(page, otherOrder, 'Arrives anyway');
  await expect
    .poll(
      async () =>
        (await loadChat(request, 'user', token, { category: 'ORDER', chatId: otherOrder })).map(
          (m) => m.Message,
        ),
      { timeout: 15_000 },
    )
    .toEqual(['Arrives anyway']);
  await expect(chatLog(page).getByText('Sending…')).toHaveCount(0);

  // The stuck one is still waiting on the device, as sending, and has not reached the server.
  expect((await outboxRows(page)).map((row) => [row.fields.Message, row.status])).toEqual([
    ['Stuck in the queue', 'sending'],
  ]);
  expect(await loadChat(request, 'user', token, { category: 'ORDER', chatId: stuckOrder })).toEqual([]);
  expect(dialogs).toEqual([]);

  // The server recovers: the stuck message arrives on a later retry.
  await page.unroute('**/api/newchat');
  await expect
    .poll(
      async () =>
        (await loadChat(request, 'user', token, { category: 'ORDER', chatId: stuckOrder })).map(
          (m) => m.Message,
        ),
      { timeout: 30_000 },
    )
    .toEqual(['Stuck in the queue']);
  await expect.poll(() => outboxRows(page), { timeout: 15_000 }).toEqual([]);
});
