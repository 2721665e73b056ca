// The read cache: one read for a crowd, kept until a change or its time runs out; out of time, answered as it
// was while one read in the background makes the next, unless it is out of time by more than its age again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadCache } from './answer-cache';
import type { ChangeBus, Heard } from './change-bus';

function fakeBus() {
  const hearers: Array<(change: Heard) => void> = [];
  const bus: ChangeBus = {
    announce: async (change) => {
      for (const heard of hearers) heard(change);
    },
    on: (heard) => void hearers.push(heard),
    healthy: () => true,
  };
  return bus;
}

/** A read whose answers are numbered, each held until released. */
function reads() {
  const pending: Array<() => void> = [];
  let made = 0;
  const make = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        made += 1;
        const answer = made;
        pending.push(() => resolve(answer));
      }),
  );
  const release = async () => {
    for (const done of pending.splice(0)) done();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { make, release };
}

describe('the read cache', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => void vi.useRealTimers());

  it('reads once for a crowd and keeps the answer for its time', async () => {
    const cache = createReadCache<number>(fakeBus(), { maxAgeMs: 10_000 });
    const { make, release } = reads();
    const crowd = [cache.get('k', make), cache.get('k', make), cache.get('k', make)];
    await release();
    expect(await Promise.all(crowd)).toEqual([1, 1, 1]);
    vi.advanceTimersByTime(9_000);
    expect(await cache.get('k', make)).toBe(1);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('out of time, answers as it was at once while one read makes the next', async () => {
    const cache = createReadCache<number>(fakeBus(), { maxAgeMs: 10_000 });
    const { make, release } = reads();
    const first = cache.get('k', make);
    await release();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(12_000);
    // Nothing released: these would hang if they waited for the read.
    expect(await cache.get('k', make)).toBe(1);
    expect(await cache.get('k', make)).toBe(1);
    expect(make).toHaveBeenCalledTimes(2);
    await release();
    expect(await cache.get('k', make)).toBe(2);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('out of time by more than its age again, or after a change, waits for the read', async () => {
    const bus = fakeBus();
    const cache = createReadCache<number>(bus, { maxAgeMs: 10_000 });
    const { make, release } = reads();
    const first = cache.get('k', make);
    await release();
    expect(await first).toBe(1);
    vi.advanceTimersByTime(21_000);
    let answered = false;
    const late = cache.get('k', make).then((value) => {
      answered = true;
      return value;
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    await release();
    expect(await late).toBe(2);

    await bus.announce({ kind: 'catalogue' });
    const afterChange = cache.get('k', make);
    await release();
    expect(await afterChange).toBe(3);
  });

  it('keeps answering as it was when the read in the background fails, and tries again', async () => {
    const cache = createReadCache<number>(fakeBus(), { maxAgeMs: 10_000 });
    const first = cache.get('k', async () => 1);
    expect(await first).toBe(1);
    vi.advanceTimersByTime(11_000);
    const failing = vi.fn(async (): Promise<number> => {
      throw new Error('database away');
    });
    expect(await cache.get('k', failing)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('k', failing)).toBe(1);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(await cache.get('k', async () => 5)).toBe(1);
    await Promise.resolve();
    expect(await cache.get('k', async () => 6)).toBe(5);
  });
});
