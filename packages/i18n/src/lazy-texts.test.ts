import { describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n';
import { lazyTexts } from './lazy-texts';

type Load = () => Promise<{ default: Record<string, unknown> }>;

describe('texts that come with a screen', () => {
  it('gives the screen once its texts are in the namespace, loading them once', async () => {
    const load = vi.fn<Load>(async () => ({ default: { later: { title: 'Later screen' } } }));
    const withTexts = lazyTexts('lazy-once', { file: 'lazy-once', load: { 'en-GB': load } });
    const screen = await withTexts(Promise.resolve('screen code'));
    expect(screen).toBe('screen code');
    expect(initI18n().getResource('en-GB', 'lazy-once', 'later.title')).toBe('Later screen');
    await withTexts(Promise.resolve('another screen'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what the namespace holds, and tries a failed load again without holding the screen', async () => {
    initI18n().addResourceBundle('en-GB', 'lazy-retry', { first: { title: 'First screen' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { later: { title: 'Later screen' } } });
    const withTexts = lazyTexts('lazy-retry', { file: 'lazy-retry', load: { 'en-GB': load } });
    await expect(withTexts(Promise.resolve('screen'))).resolves.toBe('screen');
    await expect(withTexts(Promise.resolve('screen'))).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(2);
    const text = (key: string) => initI18n().getResource('en-GB', 'lazy-retry', key);
    expect([text('first.title'), text('later.title')]).toEqual(['First screen', 'Later screen']);
  });
});
