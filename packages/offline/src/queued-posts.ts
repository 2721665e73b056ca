// The only posts that may wait in the outbox: chat messages, new support cases (their first messages queue
// behind them), reviews, a provider's schedule and a proposal to move an order (the other side still has
// to accept it, and the server applies each key once). Anything with money or state transitions
// (payments, orders) must fail loudly offline instead of being sent later.

export const queuedPostPaths = [
  '/newchat',
  '/newreview',
  '/newsupportcase',
  '/provider/newchat',
  '/provider/newreview',
  // A provider's availability: the last change wins, and the server applies each key once.
  '/provider/updateschedule',
  '/provider/newsupportcase',
  '/proposereschedule',
  '/provider/proposereschedule',
] as const;

/** True for a POST to one of the queued calls, whatever the API's base path (`/api` by default). */
export function isQueuedPost(method: string, url: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const { pathname } = new URL(url, 'http://localhost');
  return queuedPostPaths.some((path) => pathname.endsWith(path));
}
