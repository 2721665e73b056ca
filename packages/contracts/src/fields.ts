// Field schemas shared by the feature contracts. Form-encoded bodies and query strings arrive as strings,
// so numeric fields accept a number (client) or a decimal string (server) and parse to a number.
import { z } from 'zod';
import { bookingWindowDays } from './constants';
import { evaluationBreak } from './evaluation-break';
import { addDays, londonToday } from './london-time';
import { imageTooLargeMessage, matchesWithin, maxImageBytes } from './validation';

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
  .refine(matchesWithin(safeIdPattern, maxIdLength), invalidIdMessage);

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

/** The `min` and `max` of the booking date picker: today to 60 days ahead, in London. */
export function bookingWindow(today: string = londonToday()): { min: string; max: string } {
  return { min: today, max: addDays(today, bookingWindowDays) };
}

export const dateRequiredMessage = 'Date for the order is required to proceed';
export const dateOutsideWindowMessage = `Please choose a date from today to ${bookingWindowDays} days ahead.`;

/** A booking date: a day of the booking window, which the picker and the server both count in London. */
export const scheduledDateSchema = z
  .string({ error: dateRequiredMessage })
  .trim()
  .min(1, { error: dateRequiredMessage, abort: true })
  .pipe(z.iso.date({ error: dateRequiredMessage, abort: true }))
  .refine((value) => {
    const { min, max } = bookingWindow();
    return value >= min && value <= max;
  }, dateOutsideWindowMessage);

/** Bytes a base64 string decodes to, without decoding it. */
export function base64DecodedBytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

const maxImageDataUrlLength = Math.ceil((maxImageBytes * 4) / 3) + 64;
const imageDataUrlPattern = /^data:image\/(?:png|jpe?g|gif|webp|bmp);base64,([A-Za-z0-9+/]*={0,2})$/;
export const imageDataUrlMessage = 'Only images can be attached.';

/** An image as a data URL (chat attachments), at most 2 MB once decoded. */
export const imageDataUrlSchema = z
  .string()
  .max(maxImageDataUrlLength, imageTooLargeMessage)
  .refine(matchesWithin(imageDataUrlPattern, maxImageDataUrlLength), imageDataUrlMessage)
  .refine(
    (value) => base64DecodedBytes(value.slice(value.indexOf(',') + 1)) <= maxImageBytes,
    imageTooLargeMessage,
  );
