import { setLanguage } from '@callout/i18n/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { durationBetween, formatPrice } from './format';

describe('time taken', () => {
  it('splits the time between start and end into hours, minutes and seconds', () => {
    expect(durationBetween('2025-07-11T09:00:00.000Z', '2025-07-11T11:05:03.000Z')).toEqual({
      hours: 2,
      minutes: 5,
      seconds: 3,
    });
    expect(durationBetween('2025-07-11T09:00:00Z', '2025-07-12T09:00:59.900Z')).toEqual({
      hours: 24,
      minutes: 0,
      seconds: 59,
    });
  });

  it('has nothing to say without both ends, or with an end before the start', () => {
    expect(durationBetween(null, '2025-07-11T09:00:00Z')).toBeNull();
    expect(durationBetween('2025-07-11T09:00:00Z', null)).toBeNull();
    expect(durationBetween('2025-07-11T10:00:00Z', '2025-07-11T09:00:00Z')).toBeNull();
    expect(durationBetween('soon', '2025-07-11T09:00:00Z')).toBeNull();
  });
});

describe('prices', () => {
  it.each([
    ['GBP', 45, '£45.00'],
    ['usd', 12.5, '$12.50'],
    ['NGN', 3000, '₦3,000.00'],
    ['', 9, '£9.00'],
  ])('shows %s %d as %s', (currency, price, shown) => {
    expect(formatPrice(price, currency)).toBe(shown);
  });
});

describe('prices for a Polish reader', () => {
  afterEach(async () => {
    await setLanguage('en-GB');
  });
  it('are written as Polish writes sums, still in their currency', async () => {
    await setLanguage('pl-PL');
    expect(formatPrice(1234.5, 'GBP')).toBe('1234,50\u00a0£');
    expect(formatPrice(45, null)).toBe('45,00\u00a0£');
    expect(formatPrice(12.5, 'usd')).toBe('12,50\u00a0USD');
  });
});
