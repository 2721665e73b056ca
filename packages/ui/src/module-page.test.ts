import { describe, expect, it, vi } from 'vitest';
import { earlyRequest } from './module-page';

describe('earlyRequest', () => {
  it('hands the request sent early to the first load, and sends anew after that', async () => {
    const send = vi.fn(async () => send.mock.calls.length);
    const request = earlyRequest(send);
    request.start();
    request.start();
    expect(send).toHaveBeenCalledTimes(1);
    await expect(request.load(new AbortController().signal)).resolves.toBe(1);
    await expect(request.load(new AbortController().signal)).resolves.toBe(2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('passes a failure of the early request to the load that takes it over', async () => {
    const send = vi.fn(() => Promise.reject(new Error('offline')));
    const request = earlyRequest(send);
    request.start();
    await expect(request.load(new AbortController().signal)).rejects.toThrow('offline');
  });

  it('sends with the caller signal when nothing was sent early', async () => {
    const send = vi.fn(async (_signal?: AbortSignal) => 'fresh');
    const { signal } = new AbortController();
    await expect(earlyRequest(send).load(signal)).resolves.toBe('fresh');
    expect(send).toHaveBeenCalledWith(signal);
  });
});
