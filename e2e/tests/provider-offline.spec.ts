// The provider area with the network gone: after one online visit, the dashboard with its
// notifications, the orders, the schedule, the service requests and the KYC status open again offline with
// what the provider saw, and the shell says how old it is; a schedule change made offline waits in the
// outbox as 'waiting to send' (across a reload) and is applied once when the connection returns. The order
// chat's history and a half-written message come back offline too (packages/chat).
import { expect, type Page, test } from '@playwright/test';
import { apiPath, loginToken, storeSession } from '../support/accounts';
import { outboxRows } from '../support/chat';
import { withoutLiveUpdates } from '../support/live-stream';
import {
  expectWorkerOffline,
  takeServiceWorkersOfflineWithThePage,
  waitForServiceWorker,
} from './offline-support';
import { answerDialogs, isoDateIn } from './orders-support';

takeServiceWorkersOfflineWithThePage();

/** A demo provider with an order in progress, its chat and notifications (the demo story). */
const tom = {
  role: 'provider',
  email: 'tom.evans@example.com',
  phone: '',
  password: 'Provider#2025',
} as const;
const orderInProgress = 'ORD-DEMO000003';
const waitingText = /waiting to send/;
const offlineNotice = /^You're offline, showing what you saw at \d\d:\d\d\.$/;

/** A module page the app has taken over: its code is loaded (the worker keeps it), nothing is inert. */
async function expectProviderPage(page: Page, heading: string) {
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The half-written chat messages kept on the device (IndexedDB `callout-chat`, packages/chat). */
function chatDrafts(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('callout-chat');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('drafts')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('drafts', 'readonly').objectStore('drafts').getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as { value: string }[]).map((row) => row.value));
          };
        };
      }),
  );
}

const notificationsPanel = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const chatLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('the provider area reads offline with its age; an offline schedule change is applied once back online', async ({
  page,
  context,
  request,
}) => {
  await withoutLiveUpdates(context);
  test.setTimeout(180_000);
  const dialogs = answerDialogs(page);
  const token = await loginToken(request, tom);
  const headers = { Authorization: `Bearer ${token}` };
  const serverSchedule = async () => {
    const response = await request.get(apiPath('provider', 'getschedule'), { headers });
    return ((await response.json()) as { data: unknown[] }).data[0];
  };
  const setSchedule = (form: Record<string, string>, key?: string) =>
    request.post(apiPath('provider', 'updateschedule'), {
      headers: key ? { ...headers, 'Idempotency-Key': key } : headers,
      form,
    });
  expect(await serverSchedule()).toMatchObject({ Status: 'ACTIVE' });
  await storeSession(page, token, 'provider');

  try {
    await page.goto('/provider');
    await waitForServiceWorker(page);
    await page.reload();

    // One online visit of each page through the worker, which keeps them and their data.
    await expectProviderPage(page, 'Providers Dashboard');
    await expect(page.getByRole('heading', { name: 'Monthly Orders' })).toBeVisible();
    const counters = await page.locator('.pv-counters dd').allTextContents();
    await page.getByRole('button', { name: 'Notifications' }).click();
    const firstNotification = notificationsPanel(page).getByRole('listitem').first();
    await expect(firstNotification).toBeVisible();
    const notification = (await firstNotification.locator('a, span').first().textContent()) ?? '';
    expect(notification).not.toBe('');
    await page.waitForLoadState('networkidle');

    await page.goto('/provider/orders');
    await expect(page.getByRole('link', { name: new RegExp(orderInProgress) })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto(`/provider/details/${orderInProgress}`);
    await page.getByRole('button', { name: 'Chat Customer' }).click();
    await expect(chatLog(page).getByText('On my way now, about twenty minutes.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Running five minutes late');
    // Written once typing pauses: the page is left only when it is on the device.
    await expect.poll(() => chatDrafts(page)).toEqual(['Running five minutes late']);
    await page.waitForLoadState('networkidle');

    await page.goto('/provider/schedules');
    await expectProviderPage(page, 'Manage Schedule');
    await expect(page.getByLabel('Status')).toHaveValue('ACTIVE');
    await page.waitForLoadState('networkidle');

    await page.goto('/provider/services');
    await expectProviderPage(page, 'Manage Services');
    await page.getByRole('button', { name: 'View Requests' }).click();
    const requests = page.getByRole('list', { name: 'Your service requests' });
    await expect(requests.getByText('TV wall mounting')).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.goto('/provider/verification');
    await expect(page.getByText('VERIFICATION COMPLETED')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(offlineNotice)).toBeHidden();

    // The network goes, for the page and its worker; each page opens again with what it showed.
    await context.setOffline(true);
    await expectWorkerOffline(page);

    await page.reload();
    await expect(page.getByText('VERIFICATION COMPLETED')).toBeVisible();
    await expect(page.getByText(offlineNotice)).toBeVisible();

    await page.goto('/provider');
    await expectProviderPage(page, 'Providers Dashboard');
    await expect(page.getByText('Tom Evans')).toBeVisible();
    await expect(page.locator('.pv-counters dd')).toHaveText(counters);
    await expect(page.getByRole('heading', { name: 'Monthly Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(notificationsPanel(page).getByText(notification).first()).toBeVisible();
    await expect(notificationsPanel(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(offlineNotice)).toBeVisible();

    await page.goto('/provider/orders');
    await expect(page.getByRole('link', { name: new RegExp(orderInProgress) })).toBeVisible();
    await expect(page.getByText(offlineNotice)).toBeVisible();

    await page.goto(`/provider/details/${orderInProgress}`);
    await page.getByRole('button', { name: 'Chat Customer' }).click();
    await expect(chatLog(page).getByText('On my way now, about twenty minutes.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Running five minutes late');
    await expect(page.getByText(offlineNotice)).toBeVisible();

    await page.goto('/provider/services');
    await page.getByRole('button', { name: 'View Requests' }).click();
    await expect(requests.getByText('TV wall mounting')).toBeVisible();
    await expect(page.getByText(offlineNotice)).toBeVisible();

    await page.goto('/provider/schedules');
    await expectProviderPage(page, 'Manage Schedule');
    await expect(page.getByLabel('Status')).toHaveValue('ACTIVE');
    await expect(page.getByText(offlineNotice)).toBeVisible();

    // A schedule change made offline waits, on screen and in the outbox, across a reload.
    const starts = isoDateIn(2);
    const ends = isoDateIn(9);
    await page.getByLabel('Status').selectOption({ label: 'Scheduled' });
    await page.getByLabel('Starts').fill(starts);
    await page.getByLabel('Ends').fill(ends);
    await page.getByRole('button', { name: 'Update Schedule' }).click();
    await expect(page.getByText(waitingText)).toBeVisible();
    await page.reload();
    await expect(page.getByText(waitingText)).toBeVisible();
    await expect(page.getByLabel('Status')).toHaveValue('SCHEDULED');
    await expect(page.getByLabel('Starts')).toHaveValue(starts);
    const queued = (await outboxRows(page)).filter((row) => row.scope === 'schedule');
    const change = { status: 'SCHEDULED', starts, ends };
    expect(queued).toEqual([expect.objectContaining({ status: 'sending', fields: change })]);
    expect(await serverSchedule()).toMatchObject({ Status: 'ACTIVE' });

    // Back online: the outbox sends it, once, and the page shows what the server now holds.
    await context.setOffline(false);
    await expect(page.getByText(waitingText)).toBeHidden({ timeout: 30_000 });
    const [year, month, day] = starts.split('-');
    expect(await serverSchedule()).toMatchObject({ Status: 'SCHEDULED', Start: `${day}/${month}/${year}` });
    await expect(page.getByLabel('Status')).toHaveValue('SCHEDULED');
    expect(await outboxRows(page)).toEqual([]);

    // Changed again elsewhere, the schedule stays so: the page sends nothing again when it reloads, and
    // a late copy of the offline change (same key) is answered as a repeat without being applied.
    expect((await setSchedule({ status: 'ACTIVE' })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByLabel('Status')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(offlineNotice)).toBeHidden();
    expect(await outboxRows(page)).toEqual([]);
    const lateCopy = await setSchedule(change, queued[0]?.key);
    expect(lateCopy.ok()).toBe(true);
    expect(lateCopy.headers()['idempotent-replayed']).toBe('true');
    expect(await serverSchedule()).toMatchObject({ Status: 'ACTIVE' });
    expect(dialogs).toEqual([]);
  } finally {
    await context.setOffline(false);
    // Tom is bookable in the other journeys: leave him as the demo has him.
    await setSchedule({ status: 'ACTIVE' });
  }
});
