// Prices and durations for the order screens, through Intl; dates go through @callout/i18n/format.
import { currencySymbol, formatMoney } from '@callout/i18n/format';
import { currentLanguage } from '@callout/i18n/i18n';

const amount = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Languages that write a price as the spec's English does; en-XA is British English stretched. */
const symbolFirst = new Set(['en-GB', 'en-XA']);
const currencyCode = /^[A-Za-z]{3}$/;

/**
 * The spec's "currency symbol plus price" in English: £45.00, $12.50, ₦3,000.00. Another language writes
 * the sum as it writes sums, still in its currency (`45,00 £` in Polish); a missing or unknown code is pounds.
 */
export function formatPrice(price: number, currency: string | null | undefined): string {
  if (symbolFirst.has(currentLanguage())) return `${currencySymbol(currency)}${amount.format(price)}`;
  const code = currency && currencyCode.test(currency) ? currency : 'GBP';
  try {
    return formatMoney(price, code);
  } catch {
    return formatMoney(price);
  }
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
