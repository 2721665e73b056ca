import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  dateTimeFormat,
  formatBytes,
  formatDate,
  formatMoney,
  formatPercent,
} from './format';

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
    expect(month.format(new Date(2025, 10, 15))).toBe('Nov 2025');
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
