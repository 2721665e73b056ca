// London wall-clock times on a day as instants, and back: arrival windows are set and shown in London
// (GMT in winter, BST in summer) whatever zone the server runs in.
import { businessTimeZone } from '@callout/contracts/london-time';

/** London's wall clock, to the second, in parts (also the calendar files' local times). */
export const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Minutes London is ahead of UTC at `instant` (0 or 60). */
function londonOffsetMinutes(instant: number): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(londonParts.formatToParts(instant).find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** "HH:MM" of minutes since midnight. */
export const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant London's clocks show `minutes` past midnight on `isoDate`. */
export function londonInstant(isoDate: string, minutes: number): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  let instant = wall - londonOffsetMinutes(wall) * 60_000;
  const corrected = wall - londonOffsetMinutes(instant) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}
