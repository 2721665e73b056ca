import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  currencySymbol,
  dateTimeFormat,
  formatBytes,
  formatDate,
  formatDateTime,
  formatMiles,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnitList,
} from './format';
import { initI18n } from './i18n';
import { i18next } from './shared-instance';

describe('formatMoney', () => {
  it('formats pounds by default', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
  });
  it('honours the currency code case-insensitively', () => {
    expect(formatMoney(10, 'usd')).toBe('US$10.00');
  });
});

describe('currencySymbol', () => {
  it('knows the three symbols of the payment screen', () => {
    expect(currencySymbol('gbp')).toBe('£');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol('ngn')).toBe('₦');
  });
  it('falls back to pounds for unknown or missing codes', () => {
    expect(currencySymbol(undefined)).toBe('£');
    expect(currencySymbol('not a code')).toBe('£');
  });
});

describe('formatDate', () => {
  it('writes British long dates', () => {
    expect(formatDate('2025-07-11T12:00:00Z')).toBe('11 July 2025');
  });
});

describe('kept formatters', () => {
  it('gives each currency its own formatter, and a bad code still throws every time', () => {
    expect(formatMoney(5, 'EUR')).toBe('€5.00');
    expect(formatMoney(5, 'gbp')).toBe('£5.00');
    expect(formatMoney(5, 'eur')).toBe('€5.00');
    expect(() => formatMoney(5, 'pounds')).toThrow(RangeError);
    expect(() => formatMoney(5, 'pounds')).toThrow(RangeError);
  });
  it('keeps a date formatter per key', () => {
    const month = dateTimeFormat('month-test', { month: 'short', year: 'numeric' });
    expect(dateTimeFormat('month-test', { month: 'long' })).toBe(month);
    expect(month.format(new Date(Date.UTC(2025, 10, 15)))).toBe('Nov 2025');
  });
  it('writes percentages', () => {
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(1)).toBe('100%');
  });
});

describe('formatBytes', () => {
  it('writes sizes in the decimal units browsers show storage in', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(12_345)).toBe('12.3 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(1_234_567_890)).toBe('1.2 GB');
    expect(formatBytes(50 * 1000 * 1000)).toBe('50 MB');
  });
  it('moves to the next unit when rounding would show a thousand', () => {
    expect(formatBytes(999_960)).toBe('1 MB');
    expect(formatBytes(999_940)).toBe('999.9 kB');
  });
  it('refuses what is not a size', () => {
    expect(() => formatBytes(-1)).toThrow('Not a size in bytes: -1');
    expect(() => formatBytes(Number.NaN)).toThrow(RangeError);
  });
});

// A server or a browser elsewhere still shows London's dates and times, on both sides of a clock change.
describe.each(['Asia/Tokyo', 'America/New_York'])('in a process running in %s', (zone) => {
  beforeAll(() => vi.stubEnv('TZ', zone));
  afterAll(() => vi.unstubAllEnvs());

  it('runs in that zone (else this block proves nothing)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it.each([
    // BST ends on 25 October 2026 at 01:00 UTC: 01:30 comes twice.
    ['2026-10-25T00:30:00Z', '25 Oct 2026, 01:30'],
    ['2026-10-25T01:30:00Z', '25 Oct 2026, 01:30'],
    ['2026-10-24T23:30:00Z', '25 Oct 2026, 00:30'],
    // BST starts on 29 March 2026 at 01:00 UTC: no 01:30 that day.
    ['2026-03-29T00:30:00Z', '29 Mar 2026, 00:30'],
    ['2026-03-29T01:30:00Z', '29 Mar 2026, 02:30'],
  ])('shows %s as %s', (instant, shown) => {
    expect(formatDateTime(instant)).toBe(shown);
  });

  it("shows a moment's London day, and a calendar day as itself", () => {
    expect(formatDate('2026-10-24T23:30:00Z')).toBe('25 October 2026');
    expect(formatDate('2026-03-29')).toBe('29 March 2026');
    expect(formatDate('2026-10-25', 'short')).toBe('25/10/2026');
  });
});

describe('measures in the language shown', () => {
  afterAll(async () => {
    await i18next.changeLanguage('en-GB');
  });
  it('writes counts, miles and a duration’s parts in British English', async () => {
    initI18n();
    await i18next.changeLanguage('en-GB');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatMiles(7.6)).toBe('7.6 miles');
    expect(formatUnitList(['1 hour', '5 minutes', '3 seconds'])).toBe('1 hour, 5 minutes, 3 seconds');
  });
  it('writes them in Polish for a Polish reader: its decimal comma, the genitive of a fraction, "i"', async () => {
    initI18n();
    await i18next.changeLanguage('pl-PL');
    expect(formatNumber(1000)).toBe('1000');
    expect(formatMiles(7.6)).toBe('7,6 mili');
    expect(formatMiles(5)).toBe('5,0 mili');
    expect(formatUnitList(['1 godzina', '5 minut', '3 sekundy'])).toBe('1 godzina, 5 minut i 3 sekundy');
  });
});
