// Five-field cron expressions (minute hour day-of-month month day-of-week) read on the wall clock of one time
// zone, for the jobs that run at a time of the week (the weekly payouts, PAYOUT_WEEKLY_CRON). Each field takes
// `*`, numbers, ranges `a-b`, lists `a,b` and steps `*/n` or `a-b/n`; day-of-week 0 and 7 are Sunday, and when
// both day fields are restricted either may match (as in Vixie cron). A wall-clock time the clocks skip in
// spring does not occur that day; one they repeat in autumn occurs once (the job remembers its occurrence).

export interface Cron {
  /** The expression as given. */
  readonly source: string;
  readonly timeZone: string;
  /** Whether this instant, to the minute, is an occurrence. */
  matches(at: Date): boolean;
  /** The first occurrence after `after` and at or before `until`, or null. */
  nextBetween(after: Date, until: Date): Date | null;
  /** The occurrence's wall-clock time (`2025-07-14T06:00`), which names it even when the clocks repeat. */
  wallClock(at: Date): string;
}

interface Field {
  name: string;
  min: number;
  max: number;
}

const fields: Field[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

export class CronError extends Error {}

function parseField(text: string, field: Field): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new CronError(`the ${field.name} field "${text}" is not a number, range, list or step`);
    const [, , from, to, step] = match;
    const start = from === undefined ? field.min : Number(from);
    const end = from === undefined ? field.max : to === undefined ? (step ? field.max : start) : Number(to);
    const by = step === undefined ? 1 : Number(step);
    if (start < field.min || end > field.max || start > end) {
      throw new CronError(`the ${field.name} field "${text}" is outside ${field.min}-${field.max}`);
    }
    if (by < 1) throw new CronError(`the ${field.name} field "${text}" has a step of 0`);
    for (let value = start; value <= end; value += by) values.add(value);
  }
  return values;
}

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const weekdays: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function wallClockReader(timeZone: string): (at: Date) => WallClock {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
  });
  return (at) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = part.value;
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      weekday: weekdays[parts.weekday ?? ''] ?? 0,
    };
  };
}

const minuteMs = 60_000;

/** Parses and checks an expression; throws CronError with a reason a person can act on. */
export function parseCron(source: string, timeZone: string): Cron {
  const texts = source.trim().split(/\s+/);
  if (texts.length !== 5) {
    throw new CronError(
      `expected 5 fields (minute hour day-of-month month day-of-week), got ${texts.length}`,
    );
  }
  const [minutes, hours, days, months, weekdaySet] = fields.map((field, i) =>
    parseField(texts[i] ?? '', field),
  );
  if (!minutes || !hours || !days || !months || !weekdaySet) throw new CronError('unreadable expression');
  if (weekdaySet.has(7)) weekdaySet.add(0);
  const anyDay = texts[2] === '*';
  const anyWeekday = texts[4] === '*';
  // With only the day of the month restricted, some chosen month must have one of the chosen days.
  if (
    anyWeekday &&
    !anyDay &&
    ![...months].some((m) => [...days].some((d) => d <= (daysInMonth[m - 1] ?? 0)))
  ) {
    throw new CronError('the days of the month never occur in the chosen months');
  }

  const read = wallClockReader(timeZone);
  const dayMatches = (t: WallClock) => {
    if (!months.has(t.month)) return false;
    if (anyDay) return anyWeekday || weekdaySet.has(t.weekday);
    if (anyWeekday) return days.has(t.day);
    return days.has(t.day) || weekdaySet.has(t.weekday);
  };
  const matches = (at: Date) => {
    const t = read(at);
    return dayMatches(t) && hours.has(t.hour) && minutes.has(t.minute);
  };

  return {
    source,
    timeZone,
    matches,
    wallClock(at) {
      const t = read(at);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${t.year}-${two(t.month)}-${two(t.day)}T${two(t.hour)}:${two(t.minute)}`;
    },
    nextBetween(after, until) {
      // Minute by minute, skipping to the next hour on the wall clock when the day or hour cannot match.
      let at = Math.floor(after.getTime() / minuteMs) * minuteMs + minuteMs;
      const end = until.getTime();
      while (at <= end) {
        const t = read(new Date(at));
        if (!dayMatches(t) || !hours.has(t.hour)) {
          at += (60 - t.minute) * minuteMs;
          continue;
        }
        if (minutes.has(t.minute)) return new Date(at);
        at += minuteMs;
      }
      return null;
    },
  };
}
