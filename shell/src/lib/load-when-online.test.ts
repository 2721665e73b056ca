import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './load-when-online';

describe('loadWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over what loaded, and after a failed load tries again once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('tray');
    const loaded = vi.fn();
    loadWhenOnline(load, loaded);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    expect(loaded).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledWith('tray'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing more once stopped', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    const loaded = vi.fn();
    const stop = loadWhenOnline(load, loaded);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    stop();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
