// Callout is a UK marketplace: every date is a day in London (GMT in winter, BST in summer), whatever zone
// the server or the browser runs in. "Today", the booking window and a job's day are worked out here.

export const businessTimeZone = 'Europe/London';

// Made once: an Intl formatter costs far more to make than to use.
const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in London at `instant`, as YYYY-MM-DD. */
export function londonDate(instant: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    londonDay.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in London, as YYYY-MM-DD. */
export const londonToday = () => londonDate(new Date());

/** The calendar day `days` after `isoDate` (YYYY-MM-DD); a day, not 24 hours, so clock changes do not matter. */
export function addDays(isoDate: string, days: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
