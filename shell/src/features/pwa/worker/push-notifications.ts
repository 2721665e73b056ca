// Web Push in the worker: a push is shown even with no page open, and a click on it brings
// Callout forward at the page it names. The payload is checked before it is shown: junk is never shown.
// The worker cannot read the session, so a renewed subscription is handed to the open pages, which tell
// the server (and the next page start does it when none is open: push-subscription-sync).
import { subscriptionChangedMessage } from '../constants';
import { worker } from './worker-scope';

/** What a push carries (`pushPayloadSchema` of @callout/contracts/push, checked without zod here). */
export interface ShownPush {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag?: string;
}

export const pushIcon = '/icons/icon-192.png';

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** A path of this site only: a push must never open another site. */
export const isSitePath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/** The payload if it is one Callout sends, else null. */
export function readPushPayload(data: unknown): ShownPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, title, body, url, tag } = data as Record<string, unknown>;
  if (!isText(kind, 40) || !/^[A-Z_]+$/.test(kind)) return null;
  if (!isText(title, 200) || title.trim() === '' || !isText(body, 1000)) return null;
  if (!isText(url, 2048) || !isSitePath(url)) return null;
  if (tag !== undefined && !isText(tag, 200)) return null;
  return { kind, title, body, url, ...(tag ? { tag } : {}) };
}

function parsePushData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}

export async function showPush(payload: ShownPush): Promise<void> {
  await worker.registration.showNotification(payload.title, {
    body: payload.body,
    icon: pushIcon,
    badge: pushIcon,
    ...(payload.tag ? { tag: payload.tag } : {}),
    data: { url: payload.url, kind: payload.kind },
  });
}

/** Focuses a window of the site (taking it to `url`) or opens one. */
export async function openSitePage(url: string): Promise<void> {
  const target = new URL(url, worker.location.origin);
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === target.origin);
  if (open) {
    // Focus first: the click's permission to bring a window forward does not outlast the navigation.
    const focused = await open.focus().catch(() => open);
    const navigated = await focused.navigate(target.href).catch(() => null);
    if (navigated) return;
    // An uncontrolled window cannot be navigated by the worker; a new one shows the page instead.
  }
  await worker.clients.openWindow(target.href);
}

async function resubscribe(event: Event): Promise<void> {
  const old = (event as Event & { oldSubscription?: PushSubscription | null }).oldSubscription;
  const renewed =
    (event as Event & { newSubscription?: PushSubscription | null }).newSubscription ??
    (old?.options.applicationServerKey
      ? await worker.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: old.options.applicationServerKey,
        })
      : null);
  if (!renewed) return;
  const windows = await worker.clients.matchAll({ type: 'window' });
  for (const client of windows) {
    client.postMessage({ type: subscriptionChangedMessage, subscription: renewed.toJSON() });
  }
}

export function showPushNotifications(): void {
  worker.addEventListener('push', (event) => {
    const payload = readPushPayload(parsePushData(event));
    if (!payload) {
      console.warn('A push that is not one of Callout’s was not shown');
      return;
    }
    event.waitUntil(showPush(payload));
  });
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    event.waitUntil(openSitePage(typeof url === 'string' && isSitePath(url) ? url : '/'));
  });
  worker.addEventListener('pushsubscriptionchange', (event) => {
    (event as ExtendableEvent).waitUntil(
      resubscribe(event).catch((error: unknown) =>
        console.error('Could not renew the push subscription', error),
      ),
    );
  });
}
