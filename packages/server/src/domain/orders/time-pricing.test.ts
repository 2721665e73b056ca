import { describe, expect, it } from 'vitest';
import { billedTime, formatAmount, priceTimeTaken } from './time-pricing';

describe('pricing a PER HOUR order by the time taken', () => {
  it('rounds up to the quarter hour', () => {
    expect(priceTimeTaken(45, 90 * 60)).toEqual({ quarters: 6, amount: 67.5 });
    expect(priceTimeTaken(45, 90 * 60 + 1)).toEqual({ quarters: 7, amount: 78.75 });
    expect(priceTimeTaken(40, 3600)).toEqual({ quarters: 4, amount: 40 });
  });

  it('bills at least one quarter, even for a job ended at once', () => {
    expect(priceTimeTaken(45, 0)).toEqual({ quarters: 1, amount: 11.25 });
    expect(priceTimeTaken(45, -5)).toEqual({ quarters: 1, amount: 11.25 });
    expect(priceTimeTaken(45, 59)).toEqual({ quarters: 1, amount: 11.25 });
  });

  it('rounds odd rates to the penny', () => {
    // 33.33 × 0.25 = 8.3325
    expect(priceTimeTaken(33.33, 60)).toEqual({ quarters: 1, amount: 8.33 });
    // 35.5 × 0.75 = 26.625, half a penny up
    expect(priceTimeTaken(35.5, 45 * 60)).toEqual({ quarters: 3, amount: 26.63 });
  });

  it('words the billed time and amount for the customer', () => {
    expect(billedTime(6)).toBe('1 h 30 min');
    expect(billedTime(3)).toBe('45 min');
    expect(billedTime(8)).toBe('2 h');
    expect(formatAmount('GBP', 67.5)).toBe('£67.50');
    expect(formatAmount('usd', 8)).toBe('$8.00');
  });
});
