// When a queued post is tried again, and when the outbox gives up on it: the numbers in one place.

export const outboxRetry = {
  /** Wait after the first 5xx, 429 or unanswered attempt; each later one doubles it… */
  firstDelayMs: 5_000,
  /** …up to this. */
  maxDelayMs: 10 * 60_000,
  /** A post not delivered within this time of being queued (or sent again) is marked failed. */
  giveUpAfterMs: 24 * 3600_000,
};

/** Retry-After in milliseconds from `now`: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * How long to wait after the `attempts`-th failed attempt: what the server asked for (Retry-After), or
 * else exponential backoff from `firstDelayMs`, capped at `maxDelayMs`.
 */
export function retryDelayMs(attempts: number, retryAfter: string | null, now: number): number {
  const asked = retryAfterMs(retryAfter, now);
  if (asked !== null) return asked;
  const doublings = Math.max(0, attempts - 1);
  return Math.min(outboxRetry.firstDelayMs * 2 ** Math.min(doublings, 30), outboxRetry.maxDelayMs);
}
