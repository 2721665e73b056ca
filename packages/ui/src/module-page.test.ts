import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { modulePage, retriedLazy, retriedOnce } from './module-page';

describe('modulePage', () => {
  it('loads the code once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const page = modulePage(load);
    page.preload();
    page.preload();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load once more at once, and loads again when asked after that', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const page = modulePage(load);
    page.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    page.preload();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gets its code from the second try when the first fails', async () => {
    const Screen = () => null;
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    expect(await retriedOnce(load)).toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('retriedLazy', () => {
  /** Renders `Part` on the server once its code loaded: the page, and what reached the error handler. */
  async function rendered(Part: ReturnType<typeof retriedLazy>) {
    const { renderToReadableStream } = await import('react-dom/server');
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(
      createElement(Suspense, { fallback: 'loading' }, createElement(Part)),
      { onError: (error) => void errors.push(error) },
    );
    await stream.allReady;
    return { html: await new Response(stream).text(), errors };
  }

  it('tries a lazy part whose chunk failed once more at once, and shows it when the second try loads', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => 'the map' });
    const { html, errors } = await rendered(retriedLazy(load));
    expect(html).toContain('the map');
    expect(errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the second failure to the error boundary, after two tries only', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { errors } = await rendered(retriedLazy(load));
    expect(errors).toEqual([expect.any(TypeError)]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads a part that loads at the first try once', () => {
    const load = vi.fn(async () => ({ default: () => 'form' }));
    expect(
      renderToString(createElement(Suspense, { fallback: 'loading' }, createElement(retriedLazy(load)))),
    ).toContain('loading');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
