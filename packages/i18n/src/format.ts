// Money and dates always go through Intl, in the language the texts show (the shared i18next instance's:
// British English unless the reader chose another), and every date and time in London's zone (GMT or BST):
// the same on the server that renders a page and in any browser, wherever it is. Sums stay in their currency
// (pounds) whatever the language.
import { shownLanguage } from './shown-language';

const defaultLocale = 'en-GB';
/**
 * Languages Intl does not know, written as the one they stand in for: the pseudo-locale (pseudo-locale.ts)
 * is British English with its texts stretched, so its sums and dates are British.
 */
const intlLocales: Readonly<Record<string, string>> = { 'en-XA': 'en-GB' };

/** The language texts show in, by which numbers and dates are written. */
function currentLocale(): string {
  const language = shownLanguage(defaultLocale);
  return intlLocales[language] ?? language;
}
/** As @callout/contracts/london-time has it (this package imports no other). */
export const timeZone = 'Europe/London';

// Making an Intl formatter costs far more than using one (a page of price cards that made one per price
// spent 12 ms on them in the browser), so each kind is made on first use and kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  make: (locale: string) => T,
): T {
  const locale = currentLocale();
  const key = `${locale}|${kind}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(locale); // throws on a bad currency code, and then nothing is kept
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date formatter for `options` in London's zone, made once per `key`. */
export function dateTimeFormat(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date:${key}`, (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
}

export function formatMoney(amount: number, currency = 'GBP'): string {
  const code = currency.toUpperCase();
  return kept(
    `money:${code}`,
    // Pounds are written £ in every language (Polish would write "GBP"); other currencies as each
    // language writes them, so a dollar stays distinct from the pound ("US$" in English).
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        currencyDisplay: code === 'GBP' ? 'narrowSymbol' : 'symbol',
      }),
  ).format(amount);
}

/** The bare symbol for a currency code (£, $, ₦), defaulting to pounds as the spec says. */
export function currencySymbol(currency: string | null | undefined): string {
  const code = (currency ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return '£';
  try {
    const part = new Intl.NumberFormat(currentLocale(), {
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

/** `0.5` → `50%`. */
export function formatPercent(fraction: number): string {
  return kept('percent', (locale) => new Intl.NumberFormat(locale, { style: 'percent' })).format(fraction);
}

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day or a moment as a date. A calendar day (YYYY-MM-DD) is that day wherever the reader is: read at
 * midday UTC, which is the same day in London in winter and in summer.
 */
export function formatDate(value: Date | string | number, style: 'long' | 'short' = 'long'): string {
  const instant = typeof value === 'string' && calendarDay.test(value) ? `${value}T12:00:00Z` : value;
  return dateTimeFormat(`day-${style}`, { dateStyle: style }).format(new Date(instant));
}

/** A job's day with its arrival window when it has one: "4 December 2026, 09:00–11:00". */
export function formatJobDay(isoDate: string, window?: string | null): string {
  return window ? `${formatDate(isoDate)}, ${window}` : formatDate(isoDate);
}

/** A moment as its date and time in London. */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat('moment', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes in decimal units, as browsers and phones show storage: `12.3 MB`, `1.2 GB`, `512 bytes`. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`Not a size in bytes: ${bytes}`);
  let step = 0;
  let value = bytes;
  // Rounded as shown, so 999,960 bytes read as 1 MB rather than 1,000 kB.
  while (step < byteUnits.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    step += 1;
  }
  const unit = byteUnits[step] ?? 'byte';
  const formatter = kept(
    `bytes:${unit}`,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        // "12 byte" reads wrong; "12 bytes" and "1 byte" are right.
        unitDisplay: unit === 'byte' ? 'long' : 'short',
        maximumFractionDigits: unit === 'byte' ? 0 : 1,
      }),
  );
  return formatter.format(value);
}

/** A count or a figure as the language writes it: `1,000` in English, `1000` in Polish. */
export function formatNumber(value: number): string {
  return kept('number', (locale) => new Intl.NumberFormat(locale)).format(value);
}

/**
 * A distance in miles to one decimal, with the unit in the language's words and grammar: `7.6 miles`,
 * `7,6 mili` (a fraction takes the genitive in Polish, which a text with the number filled in cannot do).
 */
export function formatMiles(miles: number): string {
  return kept(
    'miles',
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: 'mile',
        unitDisplay: 'long',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  ).format(miles);
}

/**
 * Parts of one measure (a duration's hours, minutes and seconds) as one phrase, joined as the language
 * joins them: `1 hour, 5 minutes, 3 seconds`, `1 godzina, 5 minut i 3 sekundy`.
 */
export function formatUnitList(parts: readonly string[]): string {
  return kept('unit-list', (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'unit' })).format(
    parts,
  );
}
