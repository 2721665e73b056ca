// The server's own texts (mails, pushes, the bell's notifications, the calendars' events, the API's messages),
// written in the reader's language: one i18next instance with every language's resources loaded at start (a
// few tens of kilobytes; the server writes to readers of any language at any moment), and a writer per
// language that also dates and prices for it. Sums stay in their currency (pounds) whatever the language.
import { defaultLanguage, type Language, languages } from '@callout/contracts/languages';
import { businessTimeZone } from '@callout/contracts/london-time';
import i18next, { type TFunction } from 'i18next';
import englishApi from './locales/en-GB/api.json';
import englishCalendar from './locales/en-GB/calendar.json';
import englishMails from './locales/en-GB/mails.json';
import englishNotices from './locales/en-GB/notices.json';
import polishApi from './locales/pl-PL/api.json';
import polishCalendar from './locales/pl-PL/calendar.json';
import polishMails from './locales/pl-PL/mails.json';
import polishNotices from './locales/pl-PL/notices.json';

const texts = i18next.createInstance();
void texts.init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  resources: {
    'en-GB': { mails: englishMails, notices: englishNotices, calendar: englishCalendar, api: englishApi },
    'pl-PL': { mails: polishMails, notices: polishNotices, calendar: polishCalendar, api: polishApi },
  },
  ns: ['notices', 'mails', 'calendar', 'api'],
  defaultNS: 'notices',
  // Plain text: mails and pushes are not HTML, and a value (a customer's words) is never read as a key.
  interpolation: { escapeValue: false, skipOnVariables: true },
  initAsync: false,
});

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the server's texts, with its namespace: `notices:titles.PAYOUT`, `mails:order.greeting`. */
export type TextKey =
  | `notices:${Leaves<typeof englishNotices>}`
  | `mails:${Leaves<typeof englishMails>}`
  | `calendar:${Leaves<typeof englishCalendar>}`
  | `api:${Leaves<typeof englishApi>}`;

export interface Writer {
  readonly language: Language;
  t(key: TextKey, values?: Record<string, string | number>): string;
  /** A calendar day (`2025-07-11`) as the language writes it: `Fri 11 Jul 2025`, `pt., 11 lip 2025`. */
  day(isoDate: string): string;
  /** A calendar day written out in full: `3 March 2026`, `3 marca 2026`. */
  longDay(isoDate: string): string;
  /** A sum in minor units of `currency`, as the language writes it (`£12.50`, `12,50 £`). */
  money(minor: number, currency?: string): string;
  /** An instant on London's clock: `24 November 2026 at 20:15`, `24 listopada 2026 20:15`. */
  moment(instant: Date): string;
}

function makeWriter(language: Language): Writer {
  const t: TFunction = texts.getFixedT(language);
  const days = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    // The job's date is a calendar day, so it is read and written as UTC.
    timeZone: 'UTC',
  });
  const moments = new Intl.DateTimeFormat(language, {
    timeZone: businessTimeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const longDays = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const sums = new Map<string, Intl.NumberFormat>();
  return {
    language,
    t: (key, values) => t(key, values),
    day: (isoDate) => days.format(new Date(`${isoDate}T00:00:00Z`)),
    moment: (instant) => moments.format(instant),
    longDay: (isoDate) => longDays.format(new Date(`${isoDate}T00:00:00Z`)),
    money(minor, currency = 'GBP') {
      const code = currency.toUpperCase();
      let format = sums.get(code);
      if (!format) {
        // Pounds are written £ in every language (Polish would write "GBP").
        format = new Intl.NumberFormat(language, {
          style: 'currency',
          currency: code,
          currencyDisplay: code === 'GBP' ? 'narrowSymbol' : 'symbol',
        });
        sums.set(code, format);
      }
      return format.format(minor / 100);
    },
  };
}

const writers = new Map<Language, Writer>(languages.map((language) => [language, makeWriter(language)]));

/** The writer for `language` (British English for one Callout is not written in). */
export function writerFor(language: Language | null | undefined): Writer {
  return writers.get(language ?? defaultLanguage) ?? (writers.get(defaultLanguage) as Writer);
}

/** A text to be written for each reader in their own language. */
export type Words = (writer: Writer) => string;
