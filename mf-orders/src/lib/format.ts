// Prices and durations for the order screens, through Intl (en-GB); dates go through @callout/i18n/format.
import { currencySymbol } from '@callout/i18n/format';

const amount = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The spec's "currency symbol plus price": £45.00, $12.50, ₦3,000.00. */
export function formatPrice(price: number, currency: string | null | undefined): string {
  return `${currencySymbol(currency)}${amount.format(price)}`;
}

export interface Duration {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time between two timestamps in whole hours, minutes and seconds; null when either is missing or bad. */
export function durationBetween(start: string | null, end: string | null): Duration | null {
  if (!start || !end) return null;
  const ms = new Date(end).getTime() - new Date(start).getTime();
  if (!Number.isFinite(ms) || ms < 0) return null;
  const total = Math.floor(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
