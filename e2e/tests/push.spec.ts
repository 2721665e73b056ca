// Web Push in the browser: the service worker shows a push delivered through the DevTools
// protocol (no push service here), even with no page of the site open, and a click on it brings the open
// window to the order. Settings lists the account's kinds, keeps a switch across a reload, and says when
// the browser blocks notifications.
import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { signedInAs } from '../support/accounts';
import { waitForServiceWorker } from './offline-support';
import { requestService, services } from './orders-support';

test.use({ permissions: ['notifications'] });

/** The worker's registration id, which ServiceWorker.deliverPushMessage needs. */
async function pushChannel(page: Page): Promise<{ cdp: CDPSession; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const scope = new URL('/', page.url()).href;
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registered };
}

// What the evaluated functions use of the worker's scope (e2e is typed for the DOM, not for workers).
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
}
declare const NotificationEvent: new (type: string, init: { notification: Notification }) => Event;

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  data: unknown;
}

/** The notifications the worker shows, read through the worker itself (no page of the site needed). */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  const [worker] = page.context().serviceWorkers();
  if (!worker) throw new Error('no service worker');
  return worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    return (await scope.registration.getNotifications()).map(({ title, body, tag, icon, data }) => ({
      title,
      body,
      tag,
      icon,
      data: data as unknown,
    }));
  });
}

test('a push is shown by the service worker with no page open, and its click opens the order', async ({
  page,
  request,
}) => {
  const { token } = await signedInAs(page, request, 'user');
  const orderId = await requestService(request, token, services.leakRepair);
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const { cdp, registrationId } = await pushChannel(page);
  const origin = new URL(page.url()).origin;

  // No page of the site is open: the worker alone shows the push.
  await page.goto('about:blank');
  const payload = {
    kind: 'PROVIDER_STARTED',
    title: 'Your provider is on the way',
    body: `James Whitfield started order ${orderId}.`,
    url: `/details/${orderId}`,
    tag: `order-${orderId}`,
  };
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await deliver();
  // A push service delivers again what a stopped worker could not take (on a loaded machine, the worker
  // woken for the first push can miss it): the same tag replaces, never adds, so one notification shows.
  await expect
    .poll(
      async () => {
        const shown = await shownNotifications(page);
        if (shown.length === 0) await deliver();
        return shown;
      },
      { timeout: 20_000 },
    )
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        icon: `${origin}/icons/icon-192.png`,
        data: { url: payload.url, kind: payload.kind },
      },
    ]);

  // Junk is not shown: nothing but Callout's own payload reaches the screen.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify({ title: 'Win a prize', url: 'https://example.com/' }),
  });
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: 'not json' });

  // The user comes back to the dashboard, then clicks the notification: the worker's own
  // notificationclick listener runs for the shown notification and takes this window to the order.
  // (DevTools cannot click a system notification, so the click is dispatched in the worker.)
  await page.goto('/dashboard');
  await waitForServiceWorker(page);
  const [worker] = page.context().serviceWorkers();
  await worker?.evaluate(async (tag) => {
    const scope = self as unknown as WorkerScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error('the notification is gone');
    try {
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    } catch {
      // A synthetic event's waitUntil throws; the listener's work has started by then.
    }
  }, payload.tag);
  await expect(page).toHaveURL(new RegExp(`/details/${orderId}$`));
  await expect(page.getByRole('main').getByText(orderId).first()).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('Settings lists the provider’s kinds and keeps a switch across a reload', async ({ page, request }) => {
  await signedInAs(page, request, 'provider');
  await page.goto('/provider/profile');
  await page
    .getByRole('navigation', { name: 'Manage Profile' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/provider\/settings$/);
  await expect(page).toHaveTitle(/^Settings · Callout/);
  const kinds = page.getByRole('group');
  await expect(kinds.locator('legend')).toHaveText([
    'Direct requests',
    'New jobs you can bid on',
    'Bid accepted',
    'Payment secured',
    'Order cancelled',
    'Date changes',
    'Chat messages',
    'Support replies',
    'Verification decisions',
    'Service decisions',
    'Payouts',
  ]);
  const payoutMail = page.getByRole('group', { name: 'Payouts' }).getByRole('switch', { name: 'Mail' });
  const wasOn = await payoutMail.isChecked();
  await payoutMail.press('Space');
  await expect(payoutMail).toBeChecked({ checked: !wasOn });
  // Saved on the server, not only on screen.
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByRole('group', { name: 'Payouts' }).getByRole('switch', { name: 'Mail' }).isChecked();
    })
    .toBe(!wasOn);
});

test.describe('with notifications blocked', () => {
  test.use({ permissions: [] });

  test('the customer’s Settings says the browser blocks them', async ({ page, request }) => {
    await signedInAs(page, request, 'user');
    await page.goto('/settings');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin: new URL(page.url()).origin,
    });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Notifications are blocked in this browser. Allow them in the site settings to get pushes.',
    );
    await expect(page.getByRole('group', { name: 'Booking confirmed' })).toBeVisible();
  });
});
