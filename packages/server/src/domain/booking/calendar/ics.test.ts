import { describe, expect, it } from 'vitest';
import { calendarText, escapeText, foldLine } from './ics';

const octets = (line: string) => Buffer.byteLength(line);

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('folds at 75 octets without splitting a character, and unfolds to the same line', () => {
    const line = `DESCRIPTION:${'żółć 🙂 '.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    expect(Math.max(...parts.map(octets))).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.every((part) => !part.includes('\uFFFD'))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes whole days as dates, London times with their zone, and the repeated October hour in UTC', () => {
    const common = {
      summary: 'Leak repair',
      description: 'Order ORD-1',
      location: null,
      url: null,
      status: 'CONFIRMED' as const,
      sequence: 0,
      changedAt: new Date('2027-01-01T12:00:00Z'),
    };
    const text = calendarText('Jobs', [
      { ...common, uid: 'a', day: '2027-12-31' },
      {
        ...common,
        uid: 'b',
        starts: new Date('2027-07-15T08:00:00Z'),
        ends: new Date('2027-07-15T10:00:00Z'),
      },
      // 00:30 UTC is 01:30 BST (the first 01:30); 01:30 UTC is 01:30 GMT (the second).
      {
        ...common,
        uid: 'c',
        starts: new Date('2027-10-31T00:30:00Z'),
        ends: new Date('2027-10-31T01:30:00Z'),
      },
    ]);
    expect(text).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n');
    expect(text).toContain(
      'DTSTART;TZID=Europe/London:20270715T090000\r\nDTEND;TZID=Europe/London:20270715T110000',
    );
    expect(text).toContain('DTSTART;TZID=Europe/London:20271031T013000\r\nDTEND:20271031T013000Z\r\n');
    expect(text.split('\r\n').filter((line) => line.includes('\n'))).toEqual([]);
  });
});
