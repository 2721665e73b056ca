// The arrival windows a published job may ask for: no provider is chosen yet, so any two hours of the day on
// the hour, from 07:00–09:00 to 19:00–21:00, that have not begun (in London). Only providers free then are
// offered the job and may bid on it.
import { arrivalWindowMinutes } from '@callout/contracts/arrival-windows';
import { businessTimeZone, londonDate } from '@callout/contracts/london-time';

const firstStartHour = 7;
const lastStartHour = 19;

export interface PublishedWindow {
  Start: string;
  End: string;
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The windows on `date` (YYYY-MM-DD); on London's today only those starting after `now`. */
export function publishedWindows(date: string, now: Date = new Date()): PublishedWindow[] {
  const today = londonDate(now) === date;
  const clock = londonClock.format(now);
  const windows: PublishedWindow[] = [];
  for (let hour = firstStartHour; hour <= lastStartHour; hour += 1) {
    const start = `${String(hour).padStart(2, '0')}:00`;
    if (today && start <= clock) continue;
    const end = `${String(hour + arrivalWindowMinutes / 60).padStart(2, '0')}:00`;
    windows.push({ Start: start, End: end });
  }
  return windows;
}
