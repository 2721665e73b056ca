// Provider availability. The server returns dates as day/month/year; the client sends year-month-day.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { isoDateSchema, optionalField } from './fields';

await evaluationBreak();

/** ACTIVE: always visible to customers; INACTIVE: unavailable; SCHEDULED: visible only within the dates. */
export const scheduleStatusSchema = z.enum(['ACTIVE', 'INACTIVE', 'SCHEDULED']);
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

const dayMonthYearPattern = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export const dayMonthYearSchema = z.string().regex(dayMonthYearPattern, 'Expected a date as DD/MM/YYYY');

export const scheduleSchema = z.object({
  Start: dayMonthYearSchema.nullable(),
  End: dayMonthYearSchema.nullable(),
  Status: scheduleStatusSchema,
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** `25/12/2025` → `2025-12-25`, for the date inputs; undefined when the text is not such a date. */
export function dayMonthYearToIso(value: string | null | undefined): string | undefined {
  const match = dayMonthYearPattern.exec(value ?? '');
  if (!match) return undefined;
  const [, day, month, year] = match;
  return `${year}-${month}-${day}`;
}

/** `2025-12-25` → `25/12/2025`, the way the server stores and returns dates. */
export function isoToDayMonthYear(value: string): string {
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

// GET /provider/getschedule: data[0] is the current schedule.
export const getScheduleResponseSchema = envelopeSchema.extend({ data: z.array(scheduleSchema).optional() });
export type GetScheduleResponse = z.infer<typeof getScheduleResponseSchema>;

export const scheduleDatesRequiredMessage = 'Please choose when the schedule starts and ends.';

// POST /provider/updateschedule: dates matter only for SCHEDULED; the spec sets no order between them.
export const updateScheduleInputSchema = z
  .object({
    status: scheduleStatusSchema,
    starts: optionalField(isoDateSchema),
    ends: optionalField(isoDateSchema),
  })
  .refine((input) => input.status !== 'SCHEDULED' || Boolean(input.starts && input.ends), {
    error: scheduleDatesRequiredMessage,
    path: ['starts'],
  });
export type UpdateScheduleInput = z.infer<typeof updateScheduleInputSchema>;
export const updateScheduleResponseSchema = envelopeSchema;
