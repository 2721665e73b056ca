// Provider dashboard feeds: published jobs to bid on, bidding, notifications and the monthly chart.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import {
  idSchema,
  invalidIdMessage,
  isoDateSchema,
  latitudeSchema,
  longitudeSchema,
  optionalField,
  payRateSchema,
} from './fields';
import { jobNotesSchema } from './job-notes';

await evaluationBreak();

export const biddableJobSchema = z.object({
  OrderId: z.string(),
  ProductID: z.string(),
  Category: z.string(),
  Specifics: z.string(),
  Currency: z.string(),
  Price: z.number(),
  PayRate: payRateSchema,
  ProdImage: z.string().nullable(),
  /** The customer's picture and rating. */
  Image: z.string().nullable(),
  Rating: z.number().nullable(),
  ZipCode: z.string(),
  Address: z.string(),
  Schedule: z.string(),
  /** The job's arrival window on Schedule, "09:00–11:00" in London; absent: any time that day. */
  Window: z.string().optional(),
  /** Whether this provider already bid; flipped locally after a successful bid. */
  IsBid: z.boolean(),
  /** The customer's note and photo addresses, to read before bidding (absent from older servers). */
  Note: jobNotesSchema.shape.Note.optional(),
  Photos: jobNotesSchema.shape.Photos.optional(),
});
export type BiddableJob = z.infer<typeof biddableJobSchema>;

/**
 * A page of the jobs to bid on (the web app loads the next as the provider scrolls). 20, as the order lists'
 * (ADR 0050): at size L a page of 50 checked about 120 open jobs of the provider's products to fill it.
 */
export const bidOpportunitiesPageSize = 20;

/**
 * A cursor of the jobs to bid on, soonest first: the page's last job's day (YYYY-MM-DD), `~`, when it was
 * published in microseconds since 1970, `~`, its id.
 */
export const jobCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}~\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, invalidIdMessage)
  .refine((cursor) => isoDateSchema.safeParse(cursor.slice(0, 10)).success, invalidIdMessage);

// GET /provider/BidOpportunities?before= (polled every 5 s while the bid panel is open): soonest first, a
// page at a time; `before` (the `Next` of a page) asks for the page after it.
export const bidOpportunitiesQuerySchema = z.object({ before: optionalField(jobCursorSchema) });
/**
 * A page of jobs, soonest first. `Next` is the `before` of the next page, null on the last; an older client
 * reads `data` alone and gets the first page.
 */
export const bidOpportunitiesResponseSchema = envelopeSchema.extend({
  data: z.array(biddableJobSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type BidOpportunitiesResponse = z.infer<typeof bidOpportunitiesResponseSchema>;

// GET /provider/bidrequest?orderid=&lat=&lng=: the position lets the customer see how far away the bidder is.
export const bidRequestQuerySchema = z.object({
  orderid: idSchema,
  lat: latitudeSchema,
  lng: longitudeSchema,
});
export type BidRequestQuery = z.infer<typeof bidRequestQuerySchema>;
export const bidRequestResponseSchema = envelopeSchema;

export const notificationSchema = z.object({
  Id: z.string(),
  Notification: z.string(),
  Link: z.string().nullable(),
  Time: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** A page of a bell's notifications. */
export const notificationsPageSize = 20;

// GET /provider/getnotifications?before=, GET /ops/notifications?before=: newest first, a page at a time.
// `before` is the `Next` of the page before (the id of its last notification).
export const notificationsQuerySchema = z.object({
  before: z
    .string()
    .regex(/^(?:\d{1,18})?$/, 'The reference is missing or not valid.')
    .default(''),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;
/**
 * A page of notifications, newest first. `Next` is the `before` of the next page, null on the last; an
 * older client reads `data` alone and gets the first page.
 */
export const notificationsResponseSchema = envelopeSchema.extend({
  data: z.array(notificationSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const monthlyOrdersRowSchema = z.object({
  Month: z.string(),
  OrderCount: z.number().int().nonnegative(),
});
export type MonthlyOrdersRow = z.infer<typeof monthlyOrdersRowSchema>;

// GET /provider/getorderschart
export const monthlyOrdersResponseSchema = envelopeSchema.extend({
  data: z.array(monthlyOrdersRowSchema).optional(),
});
export type MonthlyOrdersResponse = z.infer<typeof monthlyOrdersResponseSchema>;
