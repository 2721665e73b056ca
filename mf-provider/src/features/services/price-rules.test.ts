import { describe, expect, it } from 'vitest';
import { clampPriceText, priceProblem } from './price-rules';

const product = { MinPrice: 15, MaxPrice: 30 };
const belowMinimum =
  'Please specify price not less than set minimum price you want to charge for the service. Thanks.';

describe('the certification price input', () => {
  it.each([
    ['10', '15.00'],
    ['45', '30.00'],
    ['20.456', '20.46'],
    ['17.5', '17.50'],
    ['abc', '15.00'],
    ['', ''],
  ])('clamps %j to %j when the field is left', (typed, shown) => {
    expect(clampPriceText(typed, product)).toBe(shown);
  });

  it('refuses a price below the minimum, or none, with the spec message', () => {
    expect(priceProblem('14.99', product)).toBe(belowMinimum);
    expect(priceProblem('', product)).toBe(belowMinimum);
  });

  it('accepts prices within the range at the 0.01 step', () => {
    expect(priceProblem('15', product)).toBeNull();
    expect(priceProblem('29.99', product)).toBeNull();
    expect(priceProblem('30.00', product)).toBeNull();
  });

  it('refuses a price above the maximum or finer than a penny', () => {
    expect(priceProblem('30.01', product)).toBe('Please specify price not more than 30.');
    expect(priceProblem('20.005', product)).toBe('Please enter a price in pounds and pence.');
  });
});
