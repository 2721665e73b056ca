// The platform's fee (PLATFORM_FEE_PERCENT, 0 to 50 with two decimals) in integer arithmetic: the rate is
// kept in basis points (hundredths of a percent), amounts in pence. The customer pays the price shown; the
// provider's payout is the amount less the fee, rounded half up to the penny, and the fee is what is left.

export const maxFeeBasisPoints = 5000;

/** `12.5` or `"12.50"` → 1250. Throws for anything but 0 to 50 with at most two decimals. */
export function feeBasisPoints(percent: string): number {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError('expected a percentage from 0 to 50 with at most two decimals, e.g. 12.5');
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (points > maxFeeBasisPoints) throw new RangeError('the platform fee is at most 50 percent');
  return points;
}

/** `a × b / c` rounded half up, for non-negative integers; in BigInt, so no float ever rounds it. */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((x * y * 2n + z) / (z * 2n));
}

/** `amount × (100% − fee)`, rounded half up to the penny. */
const netOf = (amountMinor: number, basisPoints: number) =>
  mulDivHalfUp(amountMinor, 10_000 - basisPoints, 10_000);

export function splitFee(grossMinor: number, basisPoints: number): { feeMinor: number; netMinor: number } {
  const netMinor = netOf(grossMinor, basisPoints);
  return { feeMinor: grossMinor - netMinor, netMinor };
}

/**
 * How much of the provider's net a refund takes back, when `refundedMinor` of `grossMinor` has been refunded
 * in all: the same share as of the gross, rounded half up, counted on the total so that several partial
 * refunds add up to exactly the whole net once everything is refunded.
 */
export function providerShareOfRefunds(netMinor: number, grossMinor: number, refundedMinor: number): number {
  return grossMinor <= 0 ? 0 : mulDivHalfUp(netMinor, refundedMinor, grossMinor);
}
