// Storage that lasts: Settings shows what Callout keeps on the device and lets the user clear
// it. Clearing deletes cached answers, the kept page, chat pictures and the modules' databases, but a
// post queued offline survives it and is sent once when the connection returns.
import { expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { loadChat, outboxRows } from '../support/chat';
import {
  cachedPaths,
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs, requestService, services } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const usedOfAvailable = /^\d[\d.,]* (bytes?|kB|MB|GB) of \d[\d.,]* (kB|MB|GB|TB) used$/;
const pixelPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const storagePanel = (page: Page) => page.getByRole('region', { name: 'Storage on this device' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('Settings shows the storage used and available, for customers and providers', async ({
  page,
  browser,
  request,
}) => {
  await signedInAs(page, request, 'user');
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const panel = storagePanel(page);
  await expect(panel.getByText(usedOfAvailable)).toBeVisible();
  await expect(
    panel.getByText(
      /^Your browser (keeps this data until you clear it|may clear this data when the device runs low on space)\.$/,
    ),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Clear offline data' })).toBeVisible();
  // A signed-in user coming back has been asked, once in this browser session, to let the data last.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('callout.persistenceAsked'))).toBe('1');

  const providerPage = await browser.newPage();
  await signedInAs(providerPage, request, 'provider');
  await providerPage.goto('/provider/profile');
  await expect(storagePanel(providerPage).getByText(usedOfAvailable)).toBeVisible();
  await providerPage.close();
});

test('Clear offline data keeps a post queued offline, which is sent once back online', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const dialogs = answerDialogs(page);
  const { token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.homeClean);
  const picture = await apiAs(request, 'user', token).post('newchat', {
    ChatId: orderId,
    Category: 'ORDER',
    Message: 'The stain',
    ImageData: pixelPng,
  });
  expect(picture.body.success, picture.body.message).toBe(true);

  // Online visits through the worker: Settings, saved locations (whose answer the worker keeps) and the
  // order chat, whose picture the worker keeps.
  await page.goto('/settings');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(storagePanel(page).getByText(usedOfAvailable)).toBeVisible();
  await page.goto('/profile/locations');
  await expect(page.getByText('No saved locations found')).toBeVisible();
  await page.goto(`/details/${orderId}`);
  await page.getByRole('button', { name: 'Chat Provider' }).click();
  await expect(chatLog(page).getByRole('img')).toBeVisible();
  await expect
    .poll(async () => (await cachedPaths(page))['callout-media'] ?? [])
    .toEqual([expect.stringMatching(/^\/api\/media\/chat\/[\w-]+$/)]);
  const kept = await cachedPaths(page);
  expect(kept['callout-api']?.length).toBeGreaterThan(0);
  expect(kept['callout-pages']).toEqual(['/']);
  expect(kept['callout-api']).toContain('/api/savedlocations');

  // Offline: a message waits in the outbox.
  await context.setOffline(true);
  await expectWorkerOffline(page);
  const text = 'Queued before clearing.';
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chatLog(page).getByText('Sending…')).toBeVisible();
  const queued = await outboxRows(page);
  expect(queued.map((row) => row.fields.Message)).toEqual([text]);

  // Still offline, Settings tells of it, and clearing keeps it.
  await page.goto('/settings');
  const panel = storagePanel(page);
  await expect(
    panel.getByText('1 message or review is waiting to be sent. Clearing offline data keeps it.'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Clear offline data' }).click();
  await expect(panel.getByText('Offline data cleared.')).toBeVisible();
  await expect(panel.getByText(usedOfAvailable)).toBeVisible();
  expect(dialogs).toEqual([
    'Clear offline data? Saved pages, answers, pictures and drafts on this device will be deleted. Messages and reviews waiting to be sent are kept.',
  ]);
  const left = await cachedPaths(page);
  expect(left['callout-api'] ?? []).toEqual([]);
  expect(left['callout-pages'] ?? []).toEqual([]);
  expect(left['callout-media'] ?? []).toEqual([]);
  expect(await outboxRows(page)).toEqual(queued);

  // Back online: the message leaves the outbox and the server has it once.
  await context.setOffline(false);
  await expect.poll(() => outboxRows(page), { timeout: 60_000 }).toEqual([]);
  const stored = await loadChat(request, 'user', token, { category: 'ORDER', chatId: orderId });
  expect(stored.map((message) => message.Message)).toEqual(['The stain', text]);
});
