import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleMs, whenSettled } from './when-idle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('whenSettled', () => {
  it('waits settleMs after the page has loaded, then for the browser to be idle', () => {
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(settleMs - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(settleMs); // past the wait and the idle callback's own turn
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event of a page still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const task = vi.fn();
    whenSettled(task);
    vi.advanceTimersByTime(settleMs * 3);
    expect(task).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(settleMs * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = whenSettled(task);
    vi.advanceTimersByTime(settleMs / 2);
    cancel();
    vi.advanceTimersByTime(settleMs * 3);
    expect(task).not.toHaveBeenCalled();
  });
});
