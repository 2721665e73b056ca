// Prices, dates and durations for the order screens, all through Intl (en-GB).
import { currencySymbol } from '@callout/i18n/format';

const amount = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The spec's "currency symbol plus price": £45.00, $12.50, ₦3,000.00. */
export function formatPrice(price: number, currency: string | null | undefined): string {
  return `${currencySymbol(currency)}${amount.format(price)}`;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date the server sends as YYYY-MM-DD is a calendar day, not midnight UTC: read as local so it never
 * shows as the day before west of Greenwich. Anything else is a timestamp.
 */
export function toDate(value: string): Date {
  const parts = dateOnly.exec(value);
  if (parts) return new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  return new Date(value);
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
