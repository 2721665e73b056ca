import { describe, expect, it } from 'vitest';
import { isVisitDay, visitDays } from './series-dates';

const fortnightly = { firstOn: '2026-10-18', everyDays: 14, visitsLimit: null, endsOn: null };

describe('the days of a series', () => {
  it('steps whole calendar days, across the October clock change', () => {
    expect(visitDays(fortnightly, '2026-10-01', '2026-11-30')).toEqual([
      '2026-10-18',
      '2026-11-01',
      '2026-11-15',
      '2026-11-29',
    ]);
  });

  it('counts skipped or past visits towards a number of visits, and stops on the end date', () => {
    expect(visitDays({ ...fortnightly, visitsLimit: 3 }, '2026-11-01', '2027-12-31')).toEqual([
      '2026-11-01',
      '2026-11-15',
    ]);
    expect(visitDays({ ...fortnightly, endsOn: '2026-11-14' }, '2026-10-01', '2027-12-31')).toEqual([
      '2026-10-18',
      '2026-11-01',
    ]);
  });

  it('knows a visit day from any other', () => {
    expect(isVisitDay(fortnightly, '2026-11-15')).toBe(true);
    expect(isVisitDay(fortnightly, '2026-11-16')).toBe(false);
    expect(isVisitDay(fortnightly, '2026-10-04')).toBe(false);
    expect(isVisitDay({ ...fortnightly, visitsLimit: 2 }, '2026-11-15')).toBe(false);
  });
});
