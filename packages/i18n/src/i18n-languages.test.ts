import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatMoney } from './format';
import { addNamespace, currentLanguage, initI18n, setLanguage } from './i18n';
import { lazyTexts } from './lazy-texts';

afterEach(() => setLanguage('en-GB'));

/** A key of a namespace made up here, outside the typed ones. */
const text = (key: string, options?: { count: number }): string =>
  (initI18n().t as (key: string, options?: { count: number }) => string)(key, options);

const polish = (texts: Record<string, unknown>) => vi.fn(async () => ({ default: texts }));

describe('a second language', () => {
  it("loads a namespace's translation only when the page shows that language", async () => {
    const load = polish({ title: 'Zamówienia' });
    await addNamespace('lang-lazy', { title: 'Orders' }, { file: 'lang-lazy', load: { 'pl-PL': load } });
    expect(load).not.toHaveBeenCalled();
    expect(text('lang-lazy:title')).toBe('Orders');

    await setLanguage('pl-PL');
    expect(currentLanguage()).toBe('pl-PL');
    expect(text('lang-lazy:title')).toBe('Zamówienia');
    await setLanguage('en-GB');
    await setLanguage('pl-PL');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the translation of a namespace added while the language is shown, before it resolves', async () => {
    await setLanguage('pl-PL');
    const load = polish({ later: { title: 'Później' } });
    const english = vi.fn(async () => ({ default: { later: { title: 'Later' } } }));
    const withTexts = lazyTexts('lang-later', {
      file: 'lang-later',
      load: { 'en-GB': english, 'pl-PL': load },
    });
    await withTexts(Promise.resolve('screen'));
    expect(text('lang-later:later.title')).toBe('Później');
    expect(english).not.toHaveBeenCalled();
  });

  it('loads a namespace added while the language is being switched to in that language', async () => {
    const switched = setLanguage('pl-PL');
    const load = polish({ title: 'O nas' });
    const added = addNamespace(
      'lang-meanwhile',
      { title: 'About us' },
      {
        file: 'lang-meanwhile',
        load: { 'pl-PL': load },
      },
    );
    await Promise.all([switched, added]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(text('lang-meanwhile:title')).toBe('O nas');
  });

  it('shows English for a translation that failed to load, and tries it again', async () => {
    const load = vi
      .fn<() => Promise<{ default: Record<string, unknown> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: { title: 'Wsparcie' } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await addNamespace('lang-retry', { title: 'Support' }, { file: 'lang-retry', load: { 'pl-PL': load } });
    await setLanguage('pl-PL');
    expect(text('lang-retry:title')).toBe('Support');
    await setLanguage('pl-PL');
    expect(text('lang-retry:title')).toBe('Wsparcie');
  });

  it('counts in the four plural forms of Polish', async () => {
    const forms = {
      n_one: '{{count}} mila',
      n_few: '{{count}} mile',
      n_many: '{{count}} mil',
      n_other: '{{count}} mili',
    };
    await addNamespace('lang-plural', {}, { file: 'lang-plural', load: { 'pl-PL': polish(forms) } });
    await setLanguage('pl-PL');
    expect([1, 3, 5, 22, 1.5].map((count) => text('lang-plural:n', { count }))).toEqual([
      '1 mila',
      '3 mile',
      '5 mil',
      '22 mile',
      '1.5 mili',
    ]);
  });

  it('writes sums in pounds and dates in the language shown', async () => {
    expect([formatMoney(1234.5), formatDate('2026-12-06')]).toEqual(['£1,234.50', '6 December 2026']);
    await setLanguage('pl-PL');
    expect([formatMoney(1234.5), formatDate('2026-12-06')]).toEqual(['1234,50\u00a0£', '6 grudnia 2026']);
  });
});
