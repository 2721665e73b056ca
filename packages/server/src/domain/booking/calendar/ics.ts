// A small iCalendar (RFC 5545) writer: CRLF line ends, lines folded at 75 octets without splitting a UTF-8
// character, text escaped (\ ; , and newlines), London times with their VTIMEZONE. Every calendar app reads
// this subset; nothing here depends on the database.
import { businessTimeZone } from '@callout/contracts/london-time';
import { londonParts } from '../london-clock';

export type IcsStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface IcsEvent {
  uid: string;
  /** A whole day (YYYY-MM-DD, London): any time that day. */
  day?: string;
  /** Or a span of time. */
  starts?: Date;
  ends?: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  status: IcsStatus;
  /** Grows each time the event changes, so calendars replace their copy. */
  sequence: number;
  /** When the event was last changed (DTSTAMP and LAST-MODIFIED). */
  changedAt: Date;
}

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line into lines of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The London wall-clock time of a moment, as YYYYMMDDTHHMMSS. */
function londonStamp(moment: Date): string {
  const part = Object.fromEntries(londonParts.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

/**
 * DTSTART/DTEND of a moment: London's wall clock with its zone, except in the hour that happens twice in
 * October, where the wall clock would name the first of the two: the second is written in UTC.
 */
function timeProperty(name: string, moment: Date): string {
  const local = londonStamp(moment);
  const repeated = londonStamp(new Date(moment.getTime() - 3_600_000)) === local;
  return repeated ? `${name}:${utcStamp(moment)}` : `${name};TZID=${businessTimeZone}:${local}`;
}

const dateValue = (day: string) => day.replace(/-/g, '');
const nextDay = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

/** Europe/London since 1996: BST from the last Sunday of March 01:00 UTC to the last Sunday of October. */
const londonTimeZone = [
  'BEGIN:VTIMEZONE',
  `TZID:${businessTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: IcsEvent): string[] {
  const when = event.day
    ? [`DTSTART;VALUE=DATE:${dateValue(event.day)}`, `DTEND;VALUE=DATE:${dateValue(nextDay(event.day))}`]
    : event.starts && event.ends
      ? [timeProperty('DTSTART', event.starts), timeProperty('DTEND', event.ends)]
      : [];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.changedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.changedAt)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    // A job in a window blocks that time; a date-only job leaves the day free, a cancelled one everything.
    `TRANSP:${event.status === 'CANCELLED' || event.day ? 'TRANSPARENT' : 'OPAQUE'}`,
    'END:VEVENT',
  ];
}

/** A whole VCALENDAR: `name` is what calendar apps call the subscription. */
export function calendarText(name: string, events: readonly IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Callout//Jobs calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${businessTimeZone}`,
    // How often apps that honour it fetch the feed again.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...londonTimeZone,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
