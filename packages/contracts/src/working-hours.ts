// A provider's working week, beside the ACTIVE/INACTIVE/SCHEDULED status (which still says whether they
// can be booked at all): the spans they work each weekday, the days they take off and how much notice
// they need. Arrival windows are offered only inside these (arrival-windows.ts).
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { isoDateSchema } from './fields';

await evaluationBreak();

/** ISO weekdays, Monday 1 to Sunday 7, and the form fields that carry each. */
export const weekdayFields = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayField = (typeof weekdayFields)[number];

/** A provider who never set their hours works these, every day, so nobody is cut off by the upgrade. */
export const defaultWorkingSpan = { Starts: '08:00', Ends: '18:00' } as const;
export const maxLeadHours = 168;
export const maxSpansPerDay = 4;
export const maxDaysOff = 60;

export const workingHoursMessages = {
  spans: 'Enter working hours as start and end times, for example 09:00-12:00, 13:00-17:00.',
  spanOrder: 'Each span of working hours must end after it starts, and spans may not overlap.',
  tooManySpans: `You can set up to ${maxSpansPerDay} spans a day.`,
  daysOff: 'Enter days off as dates, for example 2026-12-25.',
  tooManyDaysOff: `You can set up to ${maxDaysOff} days off.`,
  lead: `Enter the notice you need in whole hours, from 0 to ${maxLeadHours}.`,
} as const;

const timeOfDayPattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** HH:MM on a 24-hour clock, London time. */
export const timeOfDaySchema = z.string().regex(timeOfDayPattern, 'Expected a time as HH:MM');

export const workingSpanSchema = z.object({ Starts: timeOfDaySchema, Ends: timeOfDaySchema });
export type WorkingSpan = z.infer<typeof workingSpanSchema>;

const spanPattern = /^((?:[01]\d|2[0-3]):[0-5]\d)\s*-\s*((?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** `09:00-12:00, 13:00-17:00` as spans, or undefined when the text is not such a list. */
export function parseSpans(text: string): WorkingSpan[] | undefined {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const spans: WorkingSpan[] = [];
  for (const part of parts) {
    const match = spanPattern.exec(part);
    if (!match?.[1] || !match[2]) return undefined;
    spans.push({ Starts: match[1], Ends: match[2] === '24:00' ? '23:59' : match[2] });
  }
  return spans.sort((a, b) => a.Starts.localeCompare(b.Starts));
}

/** Spans as the form field writes them. */
export const formatSpans = (spans: readonly WorkingSpan[]) =>
  spans.map((span) => `${span.Starts}-${span.Ends}`).join(', ');

const daySpansSchema = z
  .string({ error: workingHoursMessages.spans })
  .max(200, workingHoursMessages.spans)
  .transform((text, context) => {
    const spans = parseSpans(text);
    if (!spans) {
      context.addIssue({ code: 'custom', message: workingHoursMessages.spans });
      return z.NEVER;
    }
    if (spans.length > maxSpansPerDay) {
      context.addIssue({ code: 'custom', message: workingHoursMessages.tooManySpans });
      return z.NEVER;
    }
    const ordered = spans.every(
      (span, index) =>
        span.Ends > span.Starts && (index === 0 || span.Starts >= (spans[index - 1]?.Ends ?? '')),
    );
    if (!ordered) {
      context.addIssue({ code: 'custom', message: workingHoursMessages.spanOrder });
      return z.NEVER;
    }
    return spans;
  })
  .optional()
  .default([]);

const daysOffSchema = z
  .string({ error: workingHoursMessages.daysOff })
  .max(maxDaysOff * 12, workingHoursMessages.tooManyDaysOff)
  .transform((text, context) => {
    const days = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (!days.every((day) => isoDateSchema.safeParse(day).success)) {
      context.addIssue({ code: 'custom', message: workingHoursMessages.daysOff });
      return z.NEVER;
    }
    if (days.length > maxDaysOff) {
      context.addIssue({ code: 'custom', message: workingHoursMessages.tooManyDaysOff });
      return z.NEVER;
    }
    return [...new Set(days)].sort();
  })
  .optional()
  .default([]);

const leadSchema = z
  .union([z.literal(''), z.string().regex(/^\d{1,3}$/, workingHoursMessages.lead)], {
    error: workingHoursMessages.lead,
  })
  .transform((text, context) => {
    const hours = Number(text || '0');
    if (hours > maxLeadHours) {
      context.addIssue({ code: 'custom', message: workingHoursMessages.lead });
      return z.NEVER;
    }
    return hours;
  })
  .optional()
  .default(0);

// POST /provider/workinghours (form): one field a weekday, `mon` to `sun`, each the day's spans
// ("09:00-12:00, 13:00-17:00"; empty or absent: not working that day); `daysoff`, dates separated by
// commas; `lead`, the notice needed in whole hours. It replaces the whole week.
export const updateWorkingHoursInputSchema = z.object({
  mon: daySpansSchema,
  tue: daySpansSchema,
  wed: daySpansSchema,
  thu: daySpansSchema,
  fri: daySpansSchema,
  sat: daySpansSchema,
  sun: daySpansSchema,
  daysoff: daysOffSchema,
  lead: leadSchema,
});
export type UpdateWorkingHoursInput = z.infer<typeof updateWorkingHoursInputSchema>;
export const updateWorkingHoursResponseSchema = envelopeSchema;

export const workingHoursSchema = z.object({
  /** False until the provider first saves their hours; `Days` then holds the default hours. */
  IsSet: z.boolean(),
  /** One entry a weekday, Monday first, each with its spans (none: not working). */
  Days: z.array(z.object({ Day: z.enum(weekdayFields), Spans: z.array(workingSpanSchema) })),
  /** Upcoming days off, YYYY-MM-DD. */
  DaysOff: z.array(isoDateSchema),
  /** Hours of notice needed before an arrival window starts. */
  LeadHours: z.number().int().min(0),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

// GET /provider/workinghours
export const getWorkingHoursResponseSchema = envelopeSchema.extend({ data: workingHoursSchema.optional() });
export type GetWorkingHoursResponse = z.infer<typeof getWorkingHoursResponseSchema>;
