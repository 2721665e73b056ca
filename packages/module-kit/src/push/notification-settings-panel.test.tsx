// Settings' notifications: each kind of the account with a push and a mail switch, saved on the server
// at once and taken back when it refuses; and what this device can do about pushes.

import type { NotificationKind } from '@callout/contracts/push';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { createTestQueryClient, QueryWrapper } from '@callout/query/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused, setUpTests } from '../testing';
import { fakePushBrowser, removeFakePushBrowser } from './fake-push-browser';
import { NotificationSettingsPanel } from './notification-settings-panel';

setUpTests({ namespaces: { pwa: pwaResources }, accountType: 'user' });
afterEach(removeFakePushBrowser);

const customerSettings = [
  { Kind: 'BID_RECEIVED', Push: true, Mail: false },
  { Kind: 'BOOKING_CONFIRMED', Push: true, Mail: true },
  { Kind: 'CHAT_MESSAGE', Push: true, Mail: false },
];

function renderPanel(kinds: readonly NotificationKind[] = []) {
  return render(<NotificationSettingsPanel kinds={kinds} />, {
    wrapper: ({ children }) => <QueryWrapper client={createTestQueryClient()}>{children}</QueryWrapper>,
  });
}

const switchOf = (kind: string, name: 'Push' | 'Mail') =>
  within(screen.getByRole('group', { name: kind })).getByRole('switch', { name });

describe('notification settings', () => {
  it('lists each kind with its push and mail switch and saves a change', async () => {
    fakePushBrowser({ permission: 'granted' });
    const api = fakeApi({
      'GET /api/notificationsettings': () => ok(customerSettings),
      'POST /api/notificationsettings': () => ok(),
    });
    renderPanel();
    expect(await screen.findByRole('group', { name: 'A provider bids on your job' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'A provider bids on your job',
      'Booking confirmed',
      'Chat messages',
    ]);
    expect((switchOf('Booking confirmed', 'Mail') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(switchOf('Chat messages', 'Mail'));
    expect((switchOf('Chat messages', 'Mail') as HTMLInputElement).checked).toBe(true);
    const [saved] = api.callsTo('notificationsettings').filter((call) => call.method === 'POST');
    expect(Object.fromEntries(saved?.params ?? [])).toEqual({
      kind: 'CHAT_MESSAGE',
      push: 'true',
      mail: 'true',
    });
  });

  it('holds the place of each kind while the switches load, so nothing below moves', async () => {
    fakePushBrowser({ permission: 'granted' });
    let answer: (value: Response) => void = () => {};
    const api = fakeApi({
      'GET /api/notificationsettings': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { container } = renderPanel(['BID_RECEIVED', 'BOOKING_CONFIRMED', 'CHAT_MESSAGE']);
    const held = container.querySelectorAll('fieldset[disabled]');
    expect(held).toHaveLength(3);
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    await vi.waitFor(() => expect(api.callsTo('notificationsettings')).toHaveLength(1));
    answer(ok(customerSettings));
    expect(await screen.findByRole('group', { name: 'Chat messages' })).toBeTruthy();
    expect(container.querySelectorAll('fieldset[disabled]')).toHaveLength(0);
    expect(screen.getAllByRole('group')).toHaveLength(3);
  });

  it('takes a refused change back and says so', async () => {
    fakePushBrowser({ permission: 'granted' });
    fakeApi({
      'GET /api/notificationsettings': () => ok(customerSettings),
      'POST /api/notificationsettings': () => refused('Something went wrong', 500),
    });
    renderPanel();
    await screen.findByRole('group', { name: 'Chat messages' });
    await userEvent.click(switchOf('Chat messages', 'Push'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your change could not be saved. Please try again.',
    );
    expect((switchOf('Chat messages', 'Push') as HTMLInputElement).checked).toBe(true);
  });

  it('says when the browser blocks notifications', async () => {
    fakePushBrowser({ permission: 'denied' });
    fakeApi({ 'GET /api/notificationsettings': () => ok(customerSettings) });
    renderPanel();
    expect(
      await screen.findByText(
        'Notifications are blocked in this browser. Allow them in the site settings to get pushes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).toBeNull();
  });

  it('offers to turn pushes on for a device without a subscription', async () => {
    fakePushBrowser({ permission: 'default' });
    fakeApi({ 'GET /api/notificationsettings': () => ok(customerSettings) });
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
  });

  it("draws this device's line in the first render when the browser tells it at once", () => {
    fakePushBrowser({ permission: 'default' });
    fakeApi({ 'GET /api/notificationsettings': () => ok(customerSettings) });
    renderPanel();
    // No waiting: the line is there from the first paint, so nothing below it moves.
    expect(screen.getByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
  });

  it("holds the device line's place while the service worker tells whether it is subscribed", async () => {
    fakePushBrowser({ permission: 'granted' });
    fakeApi({ 'GET /api/notificationsettings': () => ok(customerSettings) });
    const { container } = renderPanel();
    const held = container.querySelector('.push-device--held');
    expect(held?.getAttribute('aria-hidden')).toBe('true');
    expect(held?.querySelector('button')?.disabled).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    // No subscription: the held place gives way to the offer to turn pushes on.
    expect(await screen.findByRole('button', { name: 'Turn on notifications on this device' })).toBeTruthy();
    expect(container.querySelector('.push-device--held')).toBeNull();
  });

  it('tells iPhone Safari users to add Callout to the Home Screen', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
    );
    fakeApi({ 'GET /api/notificationsettings': () => ok(customerSettings) });
    renderPanel();
    expect(
      await screen.findByText('On iPhone and iPad, add Callout to your Home Screen to get notifications.'),
    ).toBeTruthy();
  });
});
