// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const replayOutbox = vi.fn(async () => ({ pending: false, responses: new Map() }));
vi.mock('./replay-outbox', () => ({ replayOutbox }));

const { outboxPendingEvent, outboxRetryDelayMs, startOutboxReplay } = await import('./replay-triggers');

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
});
