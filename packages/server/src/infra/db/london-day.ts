// Days are London's (@callout/contracts/london-time): the day of a moment, and today, are the days they are
// in London, whatever time zone the database session or the server process runs in (PGlite's is UTC; a
// PostgreSQL server's is its own).
import { businessTimeZone } from '@callout/contracts/london-time';

/** A timestamptz expression as London's wall-clock time (a timestamp without zone). */
export const inLondon = (timestamp: string) => `(${timestamp}) AT TIME ZONE '${businessTimeZone}'`;

/** The day in London of a timestamptz expression, as a date. */
export const londonDaySql = (timestamp: string) => `(${inLondon(timestamp)})::date`;

export const londonTodaySql = londonDaySql('now()');

/** A timestamptz expression as London's HH:MM, NULL when it is NULL. */
export const londonTimeSql = (timestamp: string) => `to_char(${inLondon(timestamp)}, 'HH24:MI')`;

/** An order's arrival window as "09:00–11:00" from order_shipping `s`; NULL for a date-only booking. */
export const windowLabelSql = (shipping = 's') =>
  `(${londonTimeSql(`${shipping}.window_starts`)} || '–' || ${londonTimeSql(`${shipping}.window_ends`)})`;
