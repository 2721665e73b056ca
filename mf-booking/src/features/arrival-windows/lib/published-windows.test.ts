import { describe, expect, it } from 'vitest';
import { publishedWindows } from './published-windows';

describe('the arrival windows a published job may ask for', () => {
  it('offers two-hour windows on the hour from 07:00 to 21:00 on a day to come', () => {
    const windows = publishedWindows('2030-06-03', new Date('2030-06-01T12:00:00Z'));
    expect(windows.map((window) => `${window.Start}–${window.End}`)).toEqual([
      '07:00–09:00',
      '08:00–10:00',
      '09:00–11:00',
      '10:00–12:00',
      '11:00–13:00',
      '12:00–14:00',
      '13:00–15:00',
      '14:00–16:00',
      '15:00–17:00',
      '16:00–18:00',
      '17:00–19:00',
      '18:00–20:00',
      '19:00–21:00',
    ]);
  });

  it('today, offers only the windows not yet begun by London clocks', () => {
    // 15:30 in London in summer time is 14:30 UTC.
    const windows = publishedWindows('2030-06-03', new Date('2030-06-03T14:30:00Z'));
    expect(windows.map((window) => window.Start)).toEqual(['16:00', '17:00', '18:00', '19:00']);
    // Late in the evening nothing is left.
    expect(publishedWindows('2030-06-03', new Date('2030-06-03T19:30:00Z'))).toEqual([]);
  });
});
