// @vitest-environment jsdom
// Tests of @callout/ui/use-polling. They live in a module until packages/ui has react-dom and
// @testing-library/react as devDependencies; then they move beside the source.

import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  setVisibility('visible');
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePolling', () => {
  it('runs at once, then the interval after each run finishes', async () => {
    let finish: () => void = () => {};
    const tick = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderHook(() => usePolling(tick, 1000, true));
    expect(tick).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tick).toHaveBeenCalledTimes(1); // still waiting for the slow first run

    await act(async () => finish());
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(tick).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a failed run', async () => {
    const tick = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    renderHook(() => usePolling(tick, 1000, true));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(tick).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled and stops on unmount, aborting the run in flight', async () => {
    const signals: AbortSignal[] = [];
    const tick = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<void>(() => {});
    });
    const { rerender, unmount } = renderHook(({ enabled }) => usePolling(tick, 1000, enabled), {
      initialProps: { enabled: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tick).not.toHaveBeenCalled();

    rerender({ enabled: true });
    expect(tick).toHaveBeenCalledTimes(1);
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('ignores the page being hidden by default', async () => {
    const tick = vi.fn().mockResolvedValue(undefined);
    renderHook(() => usePolling(tick, 1000, true));
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('with pauseWhenHidden, pauses while the page is hidden and runs at once when it returns', async () => {
    const tick = vi.fn().mockResolvedValue(undefined);
    renderHook(() => usePolling(tick, 1000, true, { pauseWhenHidden: true }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(tick).toHaveBeenCalledTimes(1);

    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(tick).toHaveBeenCalledTimes(1);

    act(() => setVisibility('visible'));
    expect(tick).toHaveBeenCalledTimes(2);
  });
});
