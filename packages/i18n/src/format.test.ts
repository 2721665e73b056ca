import { describe, expect, it } from 'vitest';
import { currencySymbol, formatDate, formatMoney } from './format';

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
