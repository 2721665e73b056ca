// Repeat bookings: a series of visits of a repeatable product with one provider, in the same arrival window
// at the same address, weekly, fortnightly or every four weeks. Each visit becomes an ordinary order, created
// ahead by the server. Customer calls at the root, provider calls under /provider:
//  POST /series                    create a series (the provider accepts it once)
//  GET  /series                    the customer's series, each with its next visit (GET /provider/series: the provider's),
//                                  a page at a time (`before` = the answer's `Next`)
//  POST /provider/answerseries     seriesid, answer ACCEPT | DECLINE
//  POST /seriesstatus              seriesid, action PAUSE | RESUME | END (POST /provider/seriesstatus: the provider's)
//  POST /skipvisit                 seriesid, date: skip one visit (a visit already booked is cancelled)
//  GET  /seriesalternatives        seriesid, date: other providers free in that visit's window
//  POST /seriesvisitprovider       seriesid, date, provider: that visit booked with one of them instead
import { z } from 'zod';
import { jobHoursSchema, windowStartSchema } from './arrival-windows';
import { addressLineMessages, addressLinesSchema, addressSchema, postcodeSchema } from './booking';
import { activeProviderSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, invalidIdMessage, optionalField, scheduledDateSchema } from './fields';
import { jobNoteSchema } from './job-notes';

await evaluationBreak();

export const seriesCadences = ['WEEKLY', 'FORTNIGHTLY', 'FOUR-WEEKLY'] as const;
export type SeriesCadence = (typeof seriesCadences)[number];
/** Days between two visits of each cadence. */
export const cadenceDays: Record<SeriesCadence, number> = { WEEKLY: 7, FORTNIGHTLY: 14, 'FOUR-WEEKLY': 28 };
export const maxSeriesVisits = 104;

export const seriesMessages = {
  cadence: 'Choose weekly, fortnightly or every four weeks.',
  visits: `Choose from 1 to ${maxSeriesVisits} visits.`,
  until: 'The end date is not valid.',
  untilBeforeFirst: 'The end date must be on or after the first visit.',
  oneEnd: 'Choose one end: a number of visits or an end date.',
  answer: 'Choose Accept or Decline.',
  action: 'Choose Pause, Resume or End.',
  date: 'The visit date is not valid.',
} as const;

export const seriesCadenceSchema = z.enum(seriesCadences, { error: seriesMessages.cadence });

/** A real calendar day written YYYY-MM-DD. */
const isCalendarDay = (value: string) =>
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Whole visits, 1 to 104 (two years of weekly visits); empty or absent: no such end. */
export const seriesVisitsSchema = z
  .string({ error: seriesMessages.visits })
  .trim()
  .regex(/^\d{0,3}$/, seriesMessages.visits)
  .refine((visits) => visits === '' || (Number(visits) >= 1 && Number(visits) <= maxSeriesVisits), {
    error: seriesMessages.visits,
  })
  .transform((visits) => (visits === '' ? undefined : Number(visits)))
  .optional();

/** The last day a visit may fall on, YYYY-MM-DD; empty or absent: no such end. */
export const seriesUntilSchema = z
  .string({ error: seriesMessages.until })
  .trim()
  .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, seriesMessages.until)
  .refine((until) => until === '' || isCalendarDay(until), { error: seriesMessages.until })
  .transform((until) => (until === '' ? undefined : until))
  .optional();

const visitDateSchema = z
  .string({ error: seriesMessages.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, seriesMessages.date)
  .refine(isCalendarDay, { error: seriesMessages.date });

export const createSeriesInputSchema = z
  .object({
    prodid: idSchema,
    provider: idSchema,
    zipcode: postcodeSchema,
    address: addressSchema,
    AddressLine1: addressLinesSchema.shape.AddressLine1.optional(),
    AddressLine2: addressLinesSchema.shape.AddressLine2.optional(),
    Town: addressLinesSchema.shape.Town.optional(),
    note: jobNoteSchema.optional(),
    /** The first visit's date, in the booking window. */
    first: scheduledDateSchema,
    /** The arrival window's start (HH:MM, London) on every visit's day. */
    window: windowStartSchema,
    cadence: seriesCadenceSchema,
    /** The end: after this many visits; absent or empty, with no `until`: until the customer ends it. */
    visits: seriesVisitsSchema,
    /** The end: no visit after this date (YYYY-MM-DD). */
    until: seriesUntilSchema,
    /** Whole hours of each visit for a PER HOUR product (1 to 12); absent: one hour. */
    hours: optionalField(jobHoursSchema),
  })
  .superRefine((input, context) => {
    // The address lines are sent together, as in a single booking.
    if (input.AddressLine1 !== undefined || input.Town !== undefined) {
      if (input.AddressLine1 === undefined) {
        context.addIssue({ code: 'custom', path: ['AddressLine1'], message: addressLineMessages.street });
      }
      if (input.Town === undefined) {
        context.addIssue({ code: 'custom', path: ['Town'], message: addressLineMessages.town });
      }
    }
    if (input.visits !== undefined && input.until !== undefined) {
      context.addIssue({ code: 'custom', path: ['until'], message: seriesMessages.oneEnd });
    }
    if (input.until !== undefined && input.until < input.first) {
      context.addIssue({ code: 'custom', path: ['until'], message: seriesMessages.untilBeforeFirst });
    }
  });
export type CreateSeriesInput = z.infer<typeof createSeriesInputSchema>;

export const seriesStatuses = ['PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'DECLINED'] as const;
export type SeriesStatus = (typeof seriesStatuses)[number];
/** BOOKED: its order exists; UPCOMING: to be booked; NEEDS_CHOICE: the provider cannot take it. */
export const seriesVisitStatuses = ['BOOKED', 'UPCOMING', 'NEEDS_CHOICE', 'SKIPPED'] as const;
/** Why a visit waits for a choice (PROVIDER_*), or why the server passed it over (TOO_SOON: inside the
 * provider's notice when the series was accepted or resumed). */
export const seriesVisitReasons = ['PROVIDER_BUSY', 'PROVIDER_UNAVAILABLE', 'TOO_SOON'] as const;

export const seriesVisitSchema = z.object({
  Date: z.string(),
  /** London wall-clock arrival window, HH:MM. */
  Start: z.string(),
  End: z.string(),
  Status: z.enum(seriesVisitStatuses),
  /** The visit's order once booked. */
  OrderID: z.string().nullable(),
  /** Why the provider cannot take it (NEEDS_CHOICE), or why it was passed over (SKIPPED, TOO_SOON). */
  Reason: z.enum(seriesVisitReasons).nullable(),
});
export type SeriesVisit = z.infer<typeof seriesVisitSchema>;

export const orderSeriesSchema = z.object({
  ID: z.string(),
  Status: z.enum(seriesStatuses),
  Cadence: seriesCadenceSchema,
  ProductID: z.string(),
  Product: z.string(),
  ProviderID: z.string(),
  /** The provider's name for the customer, the customer's for the provider. */
  With: z.string(),
  /** The postcode of the visits; the full address is the customer's, and each visit's order gives it. */
  ZipCode: z.string(),
  First: z.string(),
  /** The end: a number of visits, a date, or neither. */
  Visits: z.number().nullable(),
  Until: z.string().nullable(),
  Start: z.string(),
  End: z.string(),
  /** The next visit not yet done or skipped; null once none is left. */
  Next: seriesVisitSchema.nullable(),
  /** Visits the provider cannot take, each waiting for the customer to choose. */
  NeedsChoice: z.array(seriesVisitSchema),
  /** Of a PAUSED series, the side that paused it: only that side may resume it. Absent otherwise. */
  PausedBy: z.enum(['customer', 'provider']).optional(),
  /** The series' next visits from today (at most eight), skipped ones and those waiting for a choice included. */
  Upcoming: z.array(seriesVisitSchema).optional(),
});
export type OrderSeries = z.infer<typeof orderSeriesSchema>;

export const seriesResponseSchema = envelopeSchema.extend({ data: orderSeriesSchema.optional() });
export type SeriesResponse = z.infer<typeof seriesResponseSchema>;
/** Series in one page of GET /series and GET /provider/series, newest first. */
export const seriesPageSize = 100;

/**
 * A page of series, newest first. `Next` is the `before` of the next page, null on the last; an older client
 * reads `data` alone and gets the first page, as before.
 */
export const seriesListResponseSchema = envelopeSchema.extend({
  data: z.array(orderSeriesSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type SeriesListResponse = z.infer<typeof seriesListResponseSchema>;

// GET /series?before= and GET /provider/series?before=: `before` is the `Next` of the page before (when the
// series was created, in microseconds since 1970, and its id); absent or empty, the first page.
export const seriesListQuerySchema = z.object({
  /** Only this series (its page). */
  seriesid: optionalField(idSchema),
  before: z
    .string({ error: invalidIdMessage })
    .regex(/^(?:\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63})?$/, invalidIdMessage)
    .default(''),
});
export type SeriesListQuery = z.infer<typeof seriesListQuerySchema>;

export const answerSeriesInputSchema = z.object({
  seriesid: idSchema,
  answer: z.enum(['ACCEPT', 'DECLINE'], { error: seriesMessages.answer }),
});
export type AnswerSeriesInput = z.infer<typeof answerSeriesInputSchema>;

export const seriesActions = ['PAUSE', 'RESUME', 'END'] as const;
export const seriesStatusInputSchema = z.object({
  seriesid: idSchema,
  action: z.enum(seriesActions, { error: seriesMessages.action }),
});
export type SeriesStatusInput = z.infer<typeof seriesStatusInputSchema>;

export const seriesVisitInputSchema = z.object({ seriesid: idSchema, date: visitDateSchema });
export type SeriesVisitInput = z.infer<typeof seriesVisitInputSchema>;
export const seriesAlternativesQuerySchema = seriesVisitInputSchema;
/** POST /seriesvisitprovider: a visit its provider cannot take, booked with one of the alternatives. */
export const seriesVisitProviderInputSchema = seriesVisitInputSchema.extend({ provider: idSchema });
export type SeriesVisitProviderInput = z.infer<typeof seriesVisitProviderInputSchema>;
export const seriesAlternativesResponseSchema = envelopeSchema.extend({
  data: z.array(activeProviderSchema).optional(),
});
export type SeriesAlternativesResponse = z.infer<typeof seriesAlternativesResponseSchema>;
