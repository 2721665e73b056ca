import { describe, expect, it } from 'vitest';
import { CronError, parseCron } from './cron';

const london = 'Europe/London';
const at = (iso: string) => new Date(iso);

describe('cron expressions on the London wall clock', () => {
  it('finds Monday 06:00 in winter (GMT) and in summer (BST)', () => {
    const weekly = parseCron('0 6 * * 1', london);
    // Monday 13 January 2025 06:00 GMT is 06:00 UTC.
    expect(weekly.nextBetween(at('2025-01-10T12:00:00Z'), at('2025-01-20T00:00:00Z'))).toEqual(
      at('2025-01-13T06:00:00Z'),
    );
    // Monday 14 July 2025 06:00 BST is 05:00 UTC.
    expect(weekly.nextBetween(at('2025-07-11T12:00:00Z'), at('2025-07-20T00:00:00Z'))).toEqual(
      at('2025-07-14T05:00:00Z'),
    );
    expect(weekly.matches(at('2025-07-14T05:00:30Z'))).toBe(true);
    expect(weekly.matches(at('2025-07-14T06:00:00Z'))).toBe(false);
    expect(weekly.wallClock(at('2025-07-14T05:00:00Z'))).toBe('2025-07-14T06:00');
    // Nothing in a window without a Monday 06:00.
    expect(weekly.nextBetween(at('2025-07-14T05:00:00Z'), at('2025-07-20T00:00:00Z'))).toBeNull();
  });

  it('reads ranges, lists, steps, Sunday as 0 or 7 and either day field', () => {
    const steps = parseCron('*/15 9-17 * * 1-5', london);
    expect(steps.nextBetween(at('2025-01-10T17:50:00Z'), at('2025-01-20T00:00:00Z'))).toEqual(
      at('2025-01-13T09:00:00Z'),
    );
    expect(parseCron('0 0 * * 7', london).matches(at('2025-01-12T00:00:00Z'))).toBe(true);
    expect(parseCron('0 0 * * 0', london).matches(at('2025-01-12T00:00:00Z'))).toBe(true);
    // Either the 1st of the month or a Friday.
    const either = parseCron('0 12 1 * 5', london);
    expect(either.matches(at('2025-01-01T12:00:00Z'))).toBe(true);
    expect(either.matches(at('2025-01-03T12:00:00Z'))).toBe(true);
    expect(either.matches(at('2025-01-02T12:00:00Z'))).toBe(false);
    expect(parseCron('30 2,14 * 3 *', london).matches(at('2025-03-10T14:30:00Z'))).toBe(true);
  });

  it('skips the hour the clocks skip and names the repeated hour once', () => {
    const early = parseCron('30 1 * * *', london);
    // 30 March 2025: 01:00 GMT jumps to 02:00 BST, so 01:30 does not happen that day.
    expect(early.nextBetween(at('2025-03-29T12:00:00Z'), at('2025-03-31T12:00:00Z'))).toEqual(
      at('2025-03-31T00:30:00Z'),
    );
    // 26 October 2025: 01:30 happens twice, and both instants carry the same wall-clock name.
    const first = early.nextBetween(at('2025-10-25T12:00:00Z'), at('2025-10-27T00:00:00Z'));
    expect(first).toEqual(at('2025-10-26T00:30:00Z'));
    const second = early.nextBetween(first ?? new Date(0), at('2025-10-27T00:00:00Z'));
    expect(second).toEqual(at('2025-10-26T01:30:00Z'));
    expect(early.wallClock(second ?? new Date(0))).toBe(early.wallClock(first ?? new Date(0)));
  });

  it('refuses expressions that are wrong or never occur, saying why', () => {
    const reason = (source: string) => {
      try {
        parseCron(source, london);
        return 'accepted';
      } catch (error) {
        expect(error).toBeInstanceOf(CronError);
        return (error as Error).message;
      }
    };
    expect(reason('0 6 * *')).toMatch(/expected 5 fields/);
    expect(reason('60 6 * * 1')).toMatch(/minute field "60" is outside 0-59/);
    expect(reason('0 24 * * 1')).toMatch(/hour field/);
    expect(reason('0 6 * * 8')).toMatch(/day of week field/);
    expect(reason('0 6 * * mon')).toMatch(/not a number/);
    expect(reason('*/0 6 * * 1')).toMatch(/step of 0/);
    expect(reason('0 6 5-1 * *')).toMatch(/outside/);
    expect(reason('0 6 31 2 *')).toMatch(/never occur/);
    expect(reason('0 6 30 2 1')).toBe('accepted'); // Mondays in February
  });
});
