// What this device can do about pushes and what it last knew of them, readable at once by the page (and by
// the shell, which loads it without the API client), and kept in a cookie for the server: Settings and the
// offer card are then drawn on the server as this browser will draw them, instead of holding their place
// until the app starts.
import { readPageCookie, writePageCookie } from '@callout/api-client/page-cookies';
import { pagePushCookie } from '@callout/contracts/page-rendering';

export type PushPermission = NotificationPermission | 'unsupported';

/** The browser has what Web Push needs: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/**
 * iPhone and iPad give Web Push only to a site added to the Home Screen (iOS 16.4+), so Safari in a tab
 * must say so instead of offering a button that cannot work. iPadOS says it is a Mac with touch.
 */
export function needsHomeScreen(nav: Navigator = navigator, win: Window = window): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  if (!ios) return false;
  const standalone =
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (nav as Navigator & { standalone?: boolean }).standalone === true;
  return !standalone;
}

async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  // The shell registers the worker once the page is idle; `ready` waits for it (never, in a dev server).
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type PushDeviceState = 'checking' | 'unsupported' | 'homeScreen' | 'denied' | 'off' | 'on';
export type KnownPushDeviceState = Exclude<PushDeviceState, 'checking'>;

/** What the device last knew, as its cookie carries it. */
export interface KnownPushDevice {
  state: KnownPushDeviceState;
  /** When "Not now" was last chosen on this device (ms since the epoch), or null. */
  notNowAt: number | null;
}

/** Where "Not now" on the offer card is remembered on this device. */
export const notNowKey = 'callout:push-not-now';

export function readNotNow(): number | null {
  try {
    const at = Number(localStorage.getItem(notNowKey));
    return Number.isFinite(at) && at > 0 ? at : null;
  } catch {
    return null;
  }
}

const knownStates: readonly string[] = ['unsupported', 'homeScreen', 'denied', 'off', 'on'];

/** The cookie's value: the state and the time of "Not now" (0 for never), e.g. `off.0`. */
export const formatPushDeviceCookie = ({ state, notNowAt }: KnownPushDevice): string =>
  `${state}.${notNowAt ?? 0}`;

/** The cookie's value read back; null for anything else (a cookie can hold anything). */
export function parsePushDeviceCookie(value: string | undefined): KnownPushDevice | null {
  const match = /^([a-zA-Z]{2,11})\.(\d{1,15})$/.exec(value ?? '');
  if (!match?.[1] || !match[2] || !knownStates.includes(match[1])) return null;
  const notNowAt = Number(match[2]);
  return { state: match[1] as KnownPushDeviceState, notNowAt: notNowAt > 0 ? notNowAt : null };
}

/** The cookie as this browser holds it. */
export function knownPushDeviceHere(): KnownPushDevice | null {
  return parsePushDeviceCookie(readPageCookie(pagePushCookie));
}

/** Keeps `state` (and the time of "Not now") in the cookie, for the next page the server draws. */
export function rememberPushDevice(state: KnownPushDeviceState): void {
  if (typeof document === 'undefined') return;
  // Not secret, and about the device rather than the account: it outlives sessions, as the subscription does.
  writePageCookie(pagePushCookie, formatPushDeviceCookie({ state, notNowAt: readNotNow() }), 365 * 24 * 3600);
}

/** What the browser itself tells at once: 'checking' where only the worker knows (pushes allowed). */
function browserStateAtOnce(): PushDeviceState {
  if (needsHomeScreen()) return 'homeScreen';
  const permission = pushPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'denied';
  if (permission === 'default') return 'off';
  return 'checking';
}

/**
 * What the page can draw at once: all the browser tells, and whether a device that allows pushes is
 * subscribed (only the service worker knows) as this device last knew it (its cookie), else 'checking' until
 * the worker answers. Drawn on the server: what the request's cookie tells (`onServer`), else 'checking'. So Settings and the
 * offer card are drawn in their final shape from the first render, on the server as in the browser, and
 * nothing under them moves when the answer comes.
 */
export function pushDeviceStateAtOnce(onServer?: { known: KnownPushDevice | null }): PushDeviceState {
  if (onServer) return onServer.known?.state ?? 'checking';
  if (typeof window === 'undefined') return 'checking';
  const atOnce = browserStateAtOnce();
  if (atOnce !== 'checking') return atOnce;
  const last = knownPushDeviceHere()?.state;
  return last === 'on' || last === 'off' ? last : 'checking';
}

/** The device's state once the worker has told it; kept in the cookie for the pages the server draws. */
export async function readPushDeviceState(): Promise<KnownPushDeviceState> {
  const atOnce = browserStateAtOnce();
  const state = atOnce !== 'checking' ? atOnce : (await currentPushSubscription()) ? 'on' : 'off';
  rememberPushDevice(state);
  return state;
}
