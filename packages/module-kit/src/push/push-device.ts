// This device and Web Push: whether the browser can, what the user allowed, and turning push on or off.
// Turning it on asks the browser's permission, so it runs only from the user's click.
import type { PushSubscriptionBody } from '@callout/contracts/push';
import { currentPushSubscription, pushSupported, rememberPushDevice } from './device-state';
import { getPushKey, removePushSubscription, sendPushSubscription } from './push-api';

// What the page can know at once (and the shell reads without the API client) lives in device-state.ts.
export {
  currentPushSubscription,
  needsHomeScreen,
  type PushPermission,
  pushPermission,
  pushSupported,
} from './device-state';

/** The key as the Push API takes it: base64url text to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export const subscriptionBody = (subscription: PushSubscription) =>
  subscription.toJSON() as PushSubscriptionBody;

export type TurnOnOutcome = 'subscribed' | 'denied' | 'dismissed' | 'unsupported';

/** Asks the browser's permission (from the user's click), subscribes this device and tells the server. */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushKey()),
    }));
  await sendPushSubscription(subscriptionBody(subscription));
  return 'subscribed';
}

/** Stops this device's pushes: on the server first (while the session lasts), then in the browser. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/**
 * Signing out: the server forgets this device's subscription and the browser drops it, each whatever the
 * other does (a dropped subscription answers 410, and the server deletes it then).
 */
export async function forgetPushOnThisDevice(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint).catch((error: unknown) =>
    console.error('The server could not forget this device’s pushes', error),
  );
  await subscription.unsubscribe();
  // The next account's pages are drawn with pushes off here, as they now are.
  rememberPushDevice('off');
}
