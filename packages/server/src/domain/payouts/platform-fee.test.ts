import { describe, expect, it } from 'vitest';
import { feeBasisPoints, providerShareOfRefunds, splitFee } from './platform-fee';

describe('platform fee', () => {
  it('reads 0 to 50 percent with at most two decimals', () => {
    expect(feeBasisPoints('0')).toBe(0);
    expect(feeBasisPoints('10')).toBe(1000);
    expect(feeBasisPoints('12.5')).toBe(1250);
    expect(feeBasisPoints('7.25')).toBe(725);
    expect(feeBasisPoints('50.00')).toBe(5000);
    for (const bad of ['50.01', '51', '-1', '1.234', 'ten', '', '1e1', '0x10']) {
      expect(() => feeBasisPoints(bad), bad).toThrow(RangeError);
    }
  });

  it('pays the provider the amount less the fee, rounded half up to the penny', () => {
    expect(splitFee(8000, 1000)).toEqual({ feeMinor: 800, netMinor: 7200 });
    // 12.5% of £0.99 is 12.375p: the provider's 86.625p rounds up to 87p.
    expect(splitFee(99, 1250)).toEqual({ feeMinor: 12, netMinor: 87 });
    // Exactly half a penny rounds up, to the provider: 1.5% of £1.00 leaves 98.5p.
    expect(splitFee(100, 150)).toEqual({ feeMinor: 1, netMinor: 99 });
    expect(splitFee(8000, 0)).toEqual({ feeMinor: 0, netMinor: 8000 });
    expect(splitFee(1, 5000)).toEqual({ feeMinor: 0, netMinor: 1 });
    // No float rounding on large amounts: £99,999,999.99 at 33.33%.
    expect(splitFee(9_999_999_999, 3333)).toEqual({ feeMinor: 3_333_000_000, netMinor: 6_666_999_999 });
  });

  it('takes back the same share of the net as of the gross, adding up over partial refunds', () => {
    const gross = 8000;
    const { netMinor } = splitFee(gross, 1250);
    expect(providerShareOfRefunds(netMinor, gross, 0)).toBe(0);
    expect(providerShareOfRefunds(netMinor, gross, 2000)).toBe(1750);
    expect(providerShareOfRefunds(netMinor, gross, gross)).toBe(netMinor);
    // Three refunds of a third each: the shares taken each time sum to the whole net.
    const odd = { gross: 100, net: 87 };
    const shares = [33, 66, 100].map((total) => providerShareOfRefunds(odd.net, odd.gross, total));
    expect(shares).toEqual([29, 57, 87]);
  });
});
