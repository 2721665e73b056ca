// @vitest-environment jsdom
// Tests of @callout/ui/use-remote. They live in a module until packages/ui has react-dom and
// @testing-library/react as devDependencies; then they move beside the source.

import { act, cleanup, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PreloadedData, RemoteDataProvider, useRemote } from './use-remote';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders hooks below a RemoteDataProvider giving `data`, as a page drawn on the server does. */
const preloadedWith =
  (data: PreloadedData) =>
  ({ children }: { children: ReactNode }) =>
    createElement(RemoteDataProvider, { value: data }, children);

/** A load whose answers the test hands out one by one. */
function deferredLoads<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

describe('useRemote', () => {
  it('loads nothing while the key is null', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useRemote(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });

  it('reports the answer, and keeps it on screen while the next key loads', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'a' },
    });
    await act(async () => calls[0]?.resolve('first'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });

    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: 'first' });
  });

  it('aborts the older request when the key changes, so a slow answer never wins', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'ab' });
    expect(calls[0]?.signal.aborted).toBe(true);

    await act(async () => calls[1]?.resolve('for ab'));
    await act(async () => calls[0]?.resolve('for a'));
    expect(result.current.data).toBe('for ab');
  });

  it('reports an error, and reload tries the same key again', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result } = renderHook(() => useRemote('a', load));
    const failure = new Error('offline');
    await act(async () => calls[0]?.reject(failure));
    expect(result.current).toMatchObject({ status: 'error', error: failure });

    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('back'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'back', error: null });
  });

  it('with retryDelayMs, retries after the pause instead of reporting an error', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('back');
    const { result } = renderHook(() => useRemote('a', load, { retryDelayMs: 2000 }));
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(result.current.status).toBe('loading');
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ status: 'ready', data: 'back' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('renders data given for its key at once, without loading it again', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useRemote('a', load), {
      wrapper: preloadedWith({ a: 'given' }),
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 'given', error: null });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a key it was given no data for, and reloads a given one when asked', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'a' },
      wrapper: preloadedWith({ a: 'given' }),
    });
    act(() => result.current.reload());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]?.resolve('fresh a'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'fresh a' });

    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: 'fresh a' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('comes back to a given key by loading it: the given data may be out of date by then', async () => {
    const { load, calls } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'a' },
      wrapper: preloadedWith({ a: 'given' }),
    });
    rerender({ key: 'b' });
    await act(async () => calls[0]?.resolve('for b'));
    rerender({ key: 'a' });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('fresh a'));
    expect(result.current.data).toBe('fresh a');
  });
});
