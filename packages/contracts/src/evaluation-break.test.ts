import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluationBreak } from './evaluation-break';

describe('evaluationBreak', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is nothing to wait for where there is no scheduler.yield (Node, the server, tests)', () => {
    vi.stubGlobal('scheduler', undefined);
    expect(evaluationBreak()).toBeUndefined();
    vi.stubGlobal('scheduler', {});
    expect(evaluationBreak()).toBeUndefined();
  });

  it('hands the browser its turn through scheduler.yield where it has one', async () => {
    const yielded = Promise.resolve();
    const yieldToBrowser = vi.fn(() => yielded);
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    const pause = evaluationBreak();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    expect(pause).toBe(yielded);
    await pause;
  });
});
