// Product ids arrive as text from forms: an id names a product only as its number is written, as when the
// id's text was compared, so compared as an integer (off the index) the same ids match and the rest match
// nothing rather than failing.
import { describe, expect, it } from 'vitest';
import { productIdNumber } from './catalog-queries';

describe('product ids from forms', () => {
  it('reads an id written as the product number', () => {
    expect(productIdNumber('7')).toBe(7);
    expect(productIdNumber('2147483647')).toBe(2_147_483_647);
  });

  it.each([['07'], ['7.0'], ['+7'], ['-7'], ['0'], [' 7'], ['7x'], [''], ['2147483648'], ['99999999999']])(
    'names no product with %j',
    (text) => {
      expect(productIdNumber(text)).toBeNull();
    },
  );
});
