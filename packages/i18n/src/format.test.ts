import { describe, expect, it } from 'vitest';
import { currencySymbol, dateTimeFormat, formatDate, formatMoney, formatPercent } from './format';

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
