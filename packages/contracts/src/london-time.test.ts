// Run in Tokyo (UTC+9) and New York (UTC-5/-4): the day must still be London's, across both clock changes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, londonDate } from './london-time';

describe.each(['Asia/Tokyo', 'America/New_York'])('in a process running in %s', (zone) => {
  beforeAll(() => vi.stubEnv('TZ', zone));
  afterAll(() => vi.unstubAllEnvs());

  it('runs in that zone (else this file proves nothing)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it.each([
    // BST ends on Sunday 25 October 2026 at 01:00 UTC; London is UTC+1 before, UTC+0 after.
    ['2026-10-24T22:59:59Z', '2026-10-24'],
    ['2026-10-24T23:00:00Z', '2026-10-25'],
    ['2026-10-25T23:59:59Z', '2026-10-25'],
    ['2026-10-26T00:00:00Z', '2026-10-26'],
    // BST starts on Sunday 29 March 2026 at 01:00 UTC.
    ['2026-03-28T23:59:59Z', '2026-03-28'],
    ['2026-03-29T00:00:00Z', '2026-03-29'],
    ['2026-03-29T22:59:59Z', '2026-03-29'],
    ['2026-03-29T23:00:00Z', '2026-03-30'],
  ])('%s is %s in London', (instant, day) => {
    expect(londonDate(new Date(instant))).toBe(day);
  });

  it('counts days on the calendar, across a clock change and a month end', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-08-27', 60)).toBe('2026-10-26');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
