import { describe, expect, it, vi } from 'vitest';
import { modulePage } from './module-page';

describe('modulePage', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const page = modulePage(load);
    page.preload();
    page.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const page = modulePage(load);
    page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
