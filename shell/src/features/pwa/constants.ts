// When the shell looks for a new worker or module release besides tab focus and reconnection.
export const updateCheckIntervalMs = 5 * 60_000;

/** The worker built from src/sw.ts, at the site root so its scope covers every route. */
export const serviceWorkerUrl = '/sw.js';

/** If the new worker never takes control (e.g. it failed), reload anyway after this long. */
export const takeOverTimeoutMs = 3_000;

/** The worker tells open pages when the browser renewed the push subscription, so one sends it on. */
export const subscriptionChangedMessage = 'PUSH_SUBSCRIPTION_CHANGED';
