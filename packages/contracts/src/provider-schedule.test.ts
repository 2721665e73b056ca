import { describe, expect, it } from 'vitest';
import {
  dayMonthYearToIso,
  getScheduleResponseSchema,
  isoToDayMonthYear,
  scheduleDatesRequiredMessage,
  updateScheduleInputSchema,
} from './provider-schedule';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('schedule dates', () => {
  it('turns the returned day/month/year into the sent year-month-day and back', () => {
    expect(dayMonthYearToIso('25/12/2025')).toBe('2025-12-25');
    expect(isoToDayMonthYear('2025-12-25')).toBe('25/12/2025');
    expect(dayMonthYearToIso('2025-12-25')).toBeUndefined();
    expect(dayMonthYearToIso(null)).toBeUndefined();
  });
  it('reads the schedule as returned', () => {
    const reply = {
      success: true,
      message: '',
      data: [{ Start: '01/07/2025', End: '31/07/2025', Status: 'SCHEDULED' }],
    };
    expect(getScheduleResponseSchema.parse(reply).data?.[0]?.Status).toBe('SCHEDULED');
    const isoDates = { ...reply, data: [{ Start: '2025-07-01', End: null, Status: 'ACTIVE' }] };
    expect(getScheduleResponseSchema.safeParse(isoDates).success).toBe(false);
  });
});

describe('POST /provider/updateschedule', () => {
  it('needs no dates unless SCHEDULED', () => {
    expect(updateScheduleInputSchema.parse({ status: 'ACTIVE', starts: '', ends: '' })).toEqual({
      status: 'ACTIVE',
    });
    expect(updateScheduleInputSchema.safeParse({ status: 'INACTIVE' }).success).toBe(true);
  });
  it('needs both dates, sent year-month-day, when SCHEDULED', () => {
    const input = { status: 'SCHEDULED', starts: '2025-07-01', ends: '2025-07-31' };
    expect(updateScheduleInputSchema.safeParse(input).success).toBe(true);
    expect(messagesOf(updateScheduleInputSchema.safeParse({ ...input, ends: '' }))).toEqual([
      scheduleDatesRequiredMessage,
    ]);
    expect(updateScheduleInputSchema.safeParse({ ...input, starts: '01/07/2025' }).success).toBe(false);
  });
  it('refuses an unknown status', () => {
    expect(updateScheduleInputSchema.safeParse({ status: 'PAUSED' }).success).toBe(false);
  });
});
