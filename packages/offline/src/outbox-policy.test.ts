import { describe, expect, it } from 'vitest';
import { outboxRetry, retryAfterMs, retryDelayMs } from './outbox-policy';

const now = Date.parse('2025-06-02T12:00:00Z');

describe('retryDelayMs', () => {
  it('doubles from the first delay with each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, null, now))).toEqual([
      outboxRetry.firstDelayMs,
      outboxRetry.firstDelayMs * 2,
      outboxRetry.firstDelayMs * 4,
      outboxRetry.firstDelayMs * 8,
    ]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(8, null, now)).toBe(outboxRetry.maxDelayMs);
    expect(retryDelayMs(500, null, now)).toBe(outboxRetry.maxDelayMs);
  });

  it("waits what the server's Retry-After asks, in seconds or as a date", () => {
    expect(retryDelayMs(1, '120', now)).toBe(120_000);
    expect(retryDelayMs(9, '2', now)).toBe(2_000); // sooner than the backoff, as asked
    expect(retryDelayMs(1, 'Mon, 02 Jun 2025 12:30:00 GMT', now)).toBe(30 * 60_000);
  });

  it('falls back to the backoff when Retry-After is unreadable', () => {
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryDelayMs(2, 'soon', now)).toBe(outboxRetry.firstDelayMs * 2);
    expect(retryAfterMs('Mon, 02 Jun 2025 11:00:00 GMT', now)).toBe(0); // a date already past
  });
});
