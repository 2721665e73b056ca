// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const replayOutbox = vi.fn(
  async (): Promise<{ pending: boolean; retryAt?: number; responses: Map<string, Response> }> => ({
    pending: false,
    responses: new Map(),
  }),
);
vi.mock('./replay-outbox', () => ({ replayOutbox }));

const { outboxPending, outboxPendingEvent, outboxRetryDelayMs, startOutboxReplay } = await import(
  './replay-triggers'
);

describe('outbox replay triggers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    replayOutbox.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('retries a post left waiting after a send, without waiting for the connection to change', async () => {
    const stop = startOutboxReplay();
    await vi.advanceTimersByTimeAsync(0);
    expect(replayOutbox).toHaveBeenCalledTimes(1); // the start-up replay

    window.dispatchEvent(new Event(outboxPendingEvent));
    window.dispatchEvent(new Event(outboxPendingEvent)); // a second post plans no second timer
    await vi.advanceTimersByTimeAsync(outboxRetryDelayMs - 1);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(replayOutbox).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event(outboxPendingEvent));
    await vi.advanceTimersByTimeAsync(outboxRetryDelayMs);
    expect(replayOutbox).toHaveBeenCalledTimes(2);
  });

  it('replays when the first waiting post may be tried again, not later', async () => {
    replayOutbox.mockResolvedValueOnce({ pending: true, retryAt: Date.now() + 5_000, responses: new Map() });
    const stop = startOutboxReplay();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(replayOutbox).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(replayOutbox).toHaveBeenCalledTimes(2);

    // A post answered 503 with Retry-After: 2 is tried again in 2 s, sooner than the fallback timer.
    window.dispatchEvent(new Event(outboxPendingEvent));
    window.dispatchEvent(outboxPending(Date.now() + 2_000));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(replayOutbox).toHaveBeenCalledTimes(3);
    stop();
  });
});
