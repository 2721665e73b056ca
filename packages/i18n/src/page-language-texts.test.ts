// A page loads the texts of the language it shows and of no other: English too is a file of its own.
// A file of its own, so the shared instance starts here (initI18n) in the page's language.
import { describe, expect, it, vi } from 'vitest';
import { addNamespace, initI18n, setLanguage } from './i18n';

type Load = () => Promise<{ default: Record<string, unknown> }>;
const texts = (title: string) => vi.fn<Load>(async () => ({ default: { title } }));
const text = (key: string): string => (initI18n().t as (key: string) => string)(key);

describe("a page's texts in its language alone", () => {
  it('loads only the language the page starts in, none of English', async () => {
    initI18n('pl-PL');
    const english = texts('Orders');
    const polish = texts('Zamówienia');
    await addNamespace('page-start', {}, { file: 'page-start', load: { 'en-GB': english, 'pl-PL': polish } });
    expect(text('page-start:title')).toBe('Zamówienia');
    expect(english).not.toHaveBeenCalled();
    expect(polish).toHaveBeenCalledTimes(1);
  });

  it('loads English as it loads Polish, when the page switches to it, and no more Polish', async () => {
    const english = texts('Support');
    const polish = texts('Wsparcie');
    await addNamespace(
      'page-switch',
      {},
      { file: 'page-switch', load: { 'en-GB': english, 'pl-PL': polish } },
    );
    expect([english.mock.calls.length, polish.mock.calls.length]).toEqual([0, 1]);
    await setLanguage('en-GB');
    expect(text('page-switch:title')).toBe('Support');
    await setLanguage('pl-PL');
    expect([english.mock.calls.length, polish.mock.calls.length]).toEqual([1, 1]);
    expect(text('page-switch:title')).toBe('Wsparcie');
  });

  it('shows a text that failed to load as its key, without holding the page, and loads it next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const polish = vi
      .fn<Load>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { title: 'Pomoc' } });
    const english = texts('Help');
    const load = { file: 'page-retry', load: { 'en-GB': english, 'pl-PL': polish } };
    await addNamespace('page-retry', {}, load);
    expect(text('page-retry:title')).toBe('title');
    await addNamespace('page-retry', {}, load);
    expect(text('page-retry:title')).toBe('Pomoc');
    expect(english).not.toHaveBeenCalled();
  });
});
