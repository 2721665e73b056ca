// One account's data never reaches another's screen. A customer's session is ended
// elsewhere while their orders, an order's details, their saved locations and a booking draft sit on
// the device; another customer signs in on the same browser and goes offline: none of it shows, and
// none of it is left in IndexedDB or the worker's cache.
import { expect, type Page, test } from '@playwright/test';
import { apiPath, loginToken, newAccount, registerAccount, signedInAs } from '../support/accounts';
import { giveDemoLocation } from '../support/address';
import { appTookOver } from '../support/page-session';
import {
  cachedPaths,
  expectWorkerOffline,
  keptReads,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, apiAs, requestService, services } from './orders-support';

takeServiceWorkersOfflineWithThePage();

const aliceAddress = '10 Downing Street, London';

/** Every draft and saved list row of every module database, with its account stamp. */
function storedRows(page: Page) {
  return page.evaluate(async () => {
    const rows: { db: string; table: string; key: string; account?: string }[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('callout-')) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const table of ['drafts', 'lists'].filter((t) => db.objectStoreNames.contains(t))) {
        type Row = { key?: string; name?: string; id?: string; account?: string };
        const all = await new Promise<Row[]>((resolve) => {
          const request = db.transaction(table, 'readonly').objectStore(table).getAll();
          request.onsuccess = () => resolve(request.result);
        });
        for (const row of all)
          rows.push({ db: name, table, key: row.key ?? row.name ?? row.id ?? '', account: row.account });
      }
      db.close();
    }
    return rows;
  });
}

test("a customer signing in after another's session ended sees none of the other's data, offline either", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const dialogs = answerDialogs(page);
  const { account: alice, token: aliceToken } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, aliceToken, services.repairs);
  const saved = await apiAs(request, 'user', aliceToken).post('togglelocationsave', {
    value: `SW1A 1AA;${aliceAddress}`,
  });
  expect(saved.body.success, saved.body.message).toBe(true);

  // Alice uses the app online: her orders, an order, her saved locations and a booking draft are kept.
  await page.goto('/orders');
  await waitForServiceWorker(page);
  await page.reload();
  await page.getByRole('link', { name: new RegExp(orderId) }).click();
  await expect(page.getByRole('heading', { name: 'General repairs' })).toBeVisible();
  await page.goto('/profile/locations');
  await expect(page.getByText(aliceAddress)).toBeVisible();
  // The app's own page (the server's is only drawn until then): the app keeps what it shows.
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await giveDemoLocation(page);
  await expect(page).toHaveURL('/service/category');
  const aliceRows = (await storedRows(page)).map((row) => row.key);
  expect(aliceRows).toContain('reqData');
  // Her saved locations and her order, kept by the worker for offline reading.
  await expect.poll(() => keptReads(page)).toContain('/api/savedlocations?search=');
  expect(await keptReads(page)).toContain(`/api/orderdetails?orderid=${orderId}`);

  // Alice logs out on another device, which ends every session of hers; this tab learns it on its next call.
  const elsewhere = await loginToken(request, alice);
  const loggedOut = await request.get(apiPath('user', 'logout'), {
    headers: { Authorization: `Bearer ${elsewhere}` },
  });
  expect(loggedOut.ok()).toBe(true);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login/);
  expect(dialogs).toContain('Session expired, please login again');

  // Bob signs in on the same browser and uses the app online, then the connection goes.
  const bob = newAccount('user', 'bob');
  await registerAccount(request, bob);
  await page.getByLabel('Email address').fill(bob.email);
  await page.getByLabel('Password').fill(bob.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByText('No records found')).toBeVisible();
  // The server drew Bob's history; the app keeps it for offline reading once it has taken the page over.
  await appTookOver(page);
  await page.goto('/profile/locations');
  await expect(page.getByText('No saved locations found')).toBeVisible();
  await expect(page.locator('main')).not.toHaveAttribute('inert');

  await context.setOffline(true);
  await expectWorkerOffline(page);
  await page.goto('/orders');
  await expect(page.getByText(/^You're offline, showing what you saw at \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByText('No records found')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(orderId) })).toHaveCount(0);
  await page.goto(`/details/${orderId}`);
  await expect(
    page.getByText('Could not load this order. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General repairs' })).toHaveCount(0);
  await page.goto('/profile/locations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(aliceAddress)).toHaveCount(0);
  await page.goto('/service/location');
  await expect(page.getByRole('combobox', { name: 'Postcode' })).toHaveValue('');
  await expect(page.getByText(aliceAddress)).toHaveCount(0);

  // Nothing of Alice's is left on the device: her rows went when Bob signed in, the worker kept no answer
  // of hers (her session's were dropped on its 401, and a new session's answers replace them), and what
  // it keeps is Bob's session's alone.
  const bobAccount = await page.evaluate(() => localStorage.getItem('account'));
  expect(bobAccount).toMatch(/^a-/);
  for (const row of await storedRows(page)) expect(row.account).toBe(bobAccount);
  const api = (await cachedPaths(page))['callout-api'] ?? [];
  expect(api).not.toContain('/api/orderdetails');
  expect(await keptReads(page)).toContain('/api/savedlocations?search=');
  const sessions = await page.evaluate(async () => [
    ...new Set(
      (await (await caches.open('callout-api')).keys()).map((key) =>
        new URL(key.url).searchParams.get('callout-session'),
      ),
    ),
  ]);
  expect(sessions).toHaveLength(1);
  await context.setOffline(false);
});
