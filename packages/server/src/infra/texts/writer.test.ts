import { describe, expect, it } from 'vitest';
import { writerFor } from './writer';

describe('the server writer', () => {
  it('writes texts, days and sums in the language asked for', () => {
    const english = writerFor('en-GB');
    const polish = writerFor('pl-PL');
    expect(english.t('notices:titles.DIRECT_REQUEST')).toBe('New request');
    expect(polish.t('notices:titles.DIRECT_REQUEST')).toBe('Nowa prośba');
    expect(english.day('2025-07-11')).toMatch(/^Fri,? 11 Jul 2025$/);
    expect(polish.day('2025-07-11')).toMatch(/^pt\.?, 11 lip 2025$/);
    expect(english.money(1250)).toBe('£12.50');
    expect(polish.money(1250)).toBe('12,50\u00a0£');
  });

  it('follows each language’s plural rules', () => {
    const minutes = (language: 'en-GB' | 'pl-PL', count: number) =>
      writerFor(language).t('mails:code.enter', { use: '…', count });
    expect(minutes('en-GB', 1)).toContain('1 minute,');
    expect(minutes('en-GB', 10)).toContain('10 minutes,');
    expect(minutes('pl-PL', 3)).toContain('3 minuty,');
    expect(minutes('pl-PL', 10)).toContain('10 minut,');
  });

  it('never reads a value as a key or as markup', () => {
    const said = writerFor('en-GB').t('notices:chat.text', {
      product: 'Fix <b>',
      text: '$t(titles.PAYOUT) {{x}}',
    });
    expect(said).toBe('Fix <b>: $t(titles.PAYOUT) {{x}}');
  });
});
