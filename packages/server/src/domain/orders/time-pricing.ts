// Pricing a PER HOUR order by the time it took: hours at the provider's rate, rounded up to the
// quarter hour, at least one quarter. Money is worked out in minor units so no float error reaches a card.
import { currencySymbol } from '@callout/contracts/constants';
import { toMinorUnits } from '../payments/gateway';

const quarterSeconds = 15 * 60;

export interface TimePrice {
  /** Billed quarters of an hour. */
  quarters: number;
  /** What the customer pays, in pounds (or the order's currency). */
  amount: number;
}

export function priceTimeTaken(hourlyRate: number, secondsTaken: number): TimePrice {
  const quarters = Math.max(1, Math.ceil(Math.max(0, secondsTaken) / quarterSeconds));
  // Half a penny rounds up: the same rule as Math.round on the exact minor amount.
  const amountMinor = Math.round((toMinorUnits(hourlyRate) * quarters) / 4);
  return { quarters, amount: amountMinor / 100 };
}

/** "1 h 30 min", "45 min", "2 h": the billed time, for the customer's message. */
export function billedTime(quarters: number): string {
  const hours = Math.floor(quarters / 4);
  const minutes = (quarters % 4) * 15;
  return [hours ? `${hours} h` : '', minutes ? `${minutes} min` : ''].filter(Boolean).join(' ');
}

/** £67.50: the spec's currency symbols, two decimals. */
export function formatAmount(currency: string, amount: number): string {
  return `${currencySymbol(currency)}${amount.toFixed(2)}`;
}
