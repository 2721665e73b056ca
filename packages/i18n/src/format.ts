// Money and dates always go through Intl, in the user's British locale.
const locale = 'en-GB';

export function formatMoney(amount: number, currency = 'GBP'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );
}

/** The bare symbol for a currency code (£, $, ₦), defaulting to pounds as the spec says. */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return '£';
  try {
    const part = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? '£';
  } catch {
    return '£';
  }
}

export function formatDate(value: Date | string | number, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style }).format(new Date(value));
}

export function formatDateTime(value: Date | string | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}
