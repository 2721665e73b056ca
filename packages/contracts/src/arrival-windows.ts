// Arrival windows: the two-hour spans in which a provider arrives for a job, offered only when the
// provider works then and is free for the whole job (the window plus the product's typical duration, or
// the hours the customer picks for a PER HOUR product). A booking with only a date still means any time
// that day.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, optionalField, scheduledDateSchema } from './fields';
import { timeOfDaySchema } from './working-hours';

await evaluationBreak();

export const arrivalWindowMinutes = 120;
/** A product without a typical duration takes this long. */
export const defaultJobMinutes = 60;
export const maxJobHours = 12;

export const arrivalWindowMessages = {
  window: 'Choose an arrival window from the list.',
  hours: `Choose from 1 to ${maxJobHours} hours.`,
  notOffered: 'That arrival window is not available. Please choose another.',
} as const;

/** The window's start, HH:MM in London on the booking's date: the id of a window. */
export const windowStartSchema = z
  .string({ error: arrivalWindowMessages.window })
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, arrivalWindowMessages.window);

/** Whole hours a PER HOUR job is booked for. */
export const jobHoursSchema = z
  .string({ error: arrivalWindowMessages.hours })
  .trim()
  .regex(/^\d{1,2}$/, arrivalWindowMessages.hours)
  .transform(Number)
  .refine((hours) => hours >= 1 && hours <= maxJobHours, arrivalWindowMessages.hours);

export const arrivalWindowSchema = z.object({
  /** London wall-clock start and end, HH:MM. */
  Start: timeOfDaySchema,
  End: timeOfDaySchema,
  /** The same instants as ISO 8601 UTC. */
  From: z.string(),
  Until: z.string(),
});
export type ArrivalWindow = z.infer<typeof arrivalWindowSchema>;

// GET /arrivalwindows?provider=&prodid=&date=&hours= : the provider's free windows that day for the product.
export const arrivalWindowsQuerySchema = z.object({
  provider: idSchema,
  prodid: idSchema,
  date: scheduledDateSchema,
  hours: optionalField(jobHoursSchema),
});
export type ArrivalWindowsQuery = z.infer<typeof arrivalWindowsQuerySchema>;
export const arrivalWindowsResponseSchema = envelopeSchema.extend({
  data: z.array(arrivalWindowSchema).optional(),
});
export type ArrivalWindowsResponse = z.infer<typeof arrivalWindowsResponseSchema>;

/** "09:00–11:00", the way a window shows beside the date. */
export const windowLabel = (window: { Start: string; End: string }) => `${window.Start}–${window.End}`;

/** The label of the window starting at `start` (HH:MM), as a draft keeps only the start. */
export function windowLabelFrom(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  const end = hours * 60 + minutes + arrivalWindowMinutes;
  const pad = (value: number) => String(value).padStart(2, '0');
  return windowLabel({ Start: start, End: `${pad(Math.floor(end / 60) % 24)}:${pad(end % 60)}` });
}

/** An order's window from its WindowStart and WindowEnd, or null for any time that day. */
export const shippingWindow = (shipping: { WindowStart?: string | null; WindowEnd?: string | null }) =>
  shipping.WindowStart && shipping.WindowEnd
    ? windowLabel({ Start: shipping.WindowStart, End: shipping.WindowEnd })
    : null;
