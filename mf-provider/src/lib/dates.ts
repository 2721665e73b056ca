// Dates as the server sends them (ISO timestamps, YYYY-MM-DD, or DD/MM/YYYY) shown through Intl, in London.
import { dateTimeFormat, formatDate, formatDateTime } from '@callout/i18n/format';

const dayMonthYear = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day; an unreadable value is shown as it came rather than as 'Invalid Date'. */
export function formatDay(value: string): string {
  const dmy = dayMonthYear.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  if (isoDay.test(iso)) return formatDate(iso); // that day, wherever the reader is
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? value : formatDate(date);
}

/** A moment (notification time, request time); a bare day is shown as a day. */
export function formatWhen(value: string): string {
  if (isoDay.test(value) || dayMonthYear.test(value)) return formatDay(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
}

const yearMonth = /^(\d{4})-(\d{2})$/;

/** `2025-11` → `Nov 2025`, the label under a chart bar. */
export function formatMonth(value: string): string {
  const match = yearMonth.exec(value);
  if (!match) return value;
  // The middle of the month is in that month in any zone.
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return dateTimeFormat('month', { month: 'short', year: 'numeric' }).format(date);
}

/** `2025-11` → `November 2025`, the month a total is for. */
export function formatLongMonth(value: string): string {
  const match = yearMonth.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return dateTimeFormat('month-long', { month: 'long', year: 'numeric' }).format(date);
}

/** A moment's day in London, short enough for a table cell: `24 Nov 2025`. */
export function formatShortDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : dateTimeFormat('day-medium', { dateStyle: 'medium' }).format(date);
}
