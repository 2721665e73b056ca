// Field schemas shared by the feature contracts. Form-encoded bodies and query strings arrive as strings,
// so numeric fields accept a number (client) or a decimal string (server) and parse to a number.
import { z } from 'zod';
import { bookingWindowDays } from './constants';
import { evaluationBreak } from './evaluation-break';
import { imageTooLargeMessage, maxImageBytes } from './validation';

await evaluationBreak();

export const maxIdLength = 64;
/** Numeric ids, UUIDs and prefixed ids such as ORD-12; nothing that could smuggle a path or markup. */
const safeIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const invalidIdMessage = 'The reference is missing or not valid.';

export const idSchema = z
  .string({ error: invalidIdMessage })
  .trim()
  .min(1, invalidIdMessage)
  .max(maxIdLength, invalidIdMessage)
  .regex(safeIdPattern, invalidIdMessage);

export const maxSearchLength = 100;
/** Search text typed into a list page; searches fire on every keystroke, so absent means everything. */
export const searchSchema = z.string().trim().max(maxSearchLength, 'Search text is too long').default('');

export const orderIdQuerySchema = z.object({ orderid: idSchema });
export type OrderIdQuery = z.infer<typeof orderIdQuerySchema>;

const decimalPattern = /^-?\d+(?:\.\d+)?$/;
/** Wraps a number schema so that a decimal string from a form or query is parsed first; "" stays invalid. */
export const formNumber = <T extends z.ZodType<number>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && decimalPattern.test(value.trim()) ? Number(value) : value),
    schema,
  );

export const latitudeSchema = formNumber(z.number().min(-90).max(90));
export const longitudeSchema = formNumber(z.number().min(-180).max(180));

/**
 * Form inputs send "" for an untouched optional field; treat it as absent. A union rather than a
 * preprocess, so the OpenAPI document (the schema's input side) says "" is accepted too.
 */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .transform((value) => (value === '' ? undefined : value) as z.output<T> | undefined)
    .optional();

export const payRateSchema = z.enum(['PER HOUR', 'PER JOB']);
export type PayRate = z.infer<typeof payRateSchema>;

/** YYYY-MM-DD, the format of date inputs and of every date the client sends. */
export const isoDateSchema = z.iso.date();

/** A local calendar date as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date);
  next.setDate(next.getDate() + days);
  return next;
}

/** The `min` and `max` of the booking date picker: today to 60 days ahead. */
export function bookingWindow(today: Date = new Date()): { min: string; max: string } {
  return { min: toIsoDate(today), max: toIsoDate(addDays(today, bookingWindowDays)) };
}

export const dateRequiredMessage = 'Date for the order is required to proceed';
export const dateOutsideWindowMessage = `Please choose a date from today to ${bookingWindowDays} days ahead.`;

/**
 * A booking date. The picker enforces the exact window in the customer's time zone; the server cannot
 * know that zone, so one day of slack either side keeps valid choices from being refused near midnight.
 */
export const scheduledDateSchema = z
  .string({ error: dateRequiredMessage })
  .trim()
  .min(1, { error: dateRequiredMessage, abort: true })
  .pipe(z.iso.date({ error: dateRequiredMessage, abort: true }))
  .refine((value) => {
    const now = new Date();
    return value >= toIsoDate(addDays(now, -1)) && value <= toIsoDate(addDays(now, bookingWindowDays + 1));
  }, dateOutsideWindowMessage);

/** Bytes a base64 string decodes to, without decoding it. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const imageDataUrlPattern = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,([A-Za-z0-9+/]*={0,2})$/;
export const imageDataUrlMessage = 'Only images can be attached.';

/** An image as a data URL (chat attachments), at most 2 MB once decoded. */
export const imageDataUrlSchema = z
  .string()
  .max(Math.ceil((maxImageBytes * 4) / 3) + 64, imageTooLargeMessage)
  .regex(imageDataUrlPattern, imageDataUrlMessage)
  .refine(
    (value) => base64DecodedBytes(value.slice(value.indexOf(',') + 1)) <= maxImageBytes,
    imageTooLargeMessage,
  );
