// The worker's pushes: shown from the payload Callout sends (junk is not shown), and a click brings a
// window of the site to the page the push names, or opens one.
import { pushPayloadSchema } from '@callout/contracts/push';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isSitePath, pushIcon, readPushPayload, showPushNotifications } from './push-notifications';
import { worker } from './worker-scope';

const showNotification = vi.fn(async () => undefined);
const openWindow = vi.fn(async () => null);
let windows: { url: string; focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> }[] = [];

beforeAll(() => {
  Object.assign(worker, {
    registration: { showNotification },
    clients: { matchAll: async () => windows, openWindow },
  });
  showPushNotifications();
});
afterEach(() => {
  vi.clearAllMocks();
  windows = [];
});

/** Dispatches a worker event and waits for the work it hands to waitUntil. */
async function dispatch(type: string, fields: Record<string, unknown>) {
  const lifetime: Promise<unknown>[] = [];
  const event = Object.assign(new Event(type), fields, {
    waitUntil: (promise: Promise<unknown>) => lifetime.push(promise),
  });
  worker.dispatchEvent(event);
  await Promise.all(lifetime);
}

const push = (payload: unknown) => dispatch('push', { data: { json: () => payload } });
const click = (url: unknown) =>
  dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });

const bid = {
  kind: 'BID_RECEIVED',
  title: 'New bid',
  body: 'Amara bid £40 on your job',
  url: '/service/negotiate',
  tag: 'order-12',
};

describe('pushes in the worker', () => {
  it('reads what the contract allows and refuses what could open another site or show junk', () => {
    expect(readPushPayload(bid)).toEqual(bid);
    expect(pushPayloadSchema.safeParse(bid).success).toBe(true);
    for (const junk of [
      null,
      'text',
      { ...bid, url: 'https://evil.example/' },
      { ...bid, url: '//evil.example/' },
      { ...bid, title: '' },
      { ...bid, title: 3 },
      { ...bid, kind: undefined },
      { ...bid, tag: 7 },
    ]) {
      expect(readPushPayload(junk)).toBeNull();
    }
    expect(isSitePath('/\\evil.example')).toBe(false);
  });

  it('shows a push with its title, body, the app icon, its tag and the page to open', async () => {
    await push(bid);
    expect(showNotification).toHaveBeenCalledWith('New bid', {
      body: 'Amara bid £40 on your job',
      icon: pushIcon,
      badge: pushIcon,
      tag: 'order-12',
      data: { url: '/service/negotiate', kind: 'BID_RECEIVED' },
    });
  });

  it('shows nothing for a push that is not Callout’s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await push({ title: 'Win a prize', url: 'https://evil.example' });
    await dispatch('push', { data: { json: () => JSON.parse('{') } });
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('brings an open window of the site to the page on a click', async () => {
    const open = { url: `${worker.location.origin}/dashboard`, focus: vi.fn(), navigate: vi.fn() };
    open.focus.mockResolvedValue(open);
    open.navigate.mockResolvedValue(open);
    windows = [open];
    await click('/details/12');
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${worker.location.origin}/details/12`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens a window at the page when none is open, and the home page for a bad address', async () => {
    await click('/provider/details/12');
    expect(openWindow).toHaveBeenCalledWith(`${worker.location.origin}/provider/details/12`);
    await click('https://evil.example/');
    expect(openWindow).toHaveBeenLastCalledWith(`${worker.location.origin}/`);
  });
});
