// Orders for customers and providers: lists, details, live location, reviews and the status changes.
// Provider variants (/provider/...) take the same inputs; only the order list row differs.
import { z } from 'zod';
import { providerOrderRowSchema } from './accounts';
import { maxJobHours } from './arrival-windows';
import { ratingRange } from './constants';
import { credentialBadgeSchema } from './credential-badge';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import {
  formNumber,
  idSchema,
  invalidIdMessage,
  isoDateSchema,
  latitudeSchema,
  longitudeSchema,
  optionalField,
  orderIdQuerySchema,
  payRateSchema,
  searchSchema,
} from './fields';
import { jobNotesSchema } from './job-notes';
import { orderPayoutSchema, orderRefundSchema } from './order-money';

await evaluationBreak();

export const orderStatusSchema = z.enum(['NEW ORDER', 'SCHEDULED', 'IN-PROGRESS', 'COMPLETED', 'CANCELLED']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** The spec shows payment status as-is; only these two values change what the order page offers. */
export const paymentStatuses = { completed: 'COMPLETED', pendingOrder: 'PENDING ORDER' } as const;
export const paymentStatusSchema = z.string();

export const customerOrderRowSchema = z.object({
  Orderid: z.string(),
  OrderTime: z.string(),
  Name: z.string(),
  Category: z.string(),
  Currency: z.string(),
  Price: z.number(),
  Rate: payRateSchema,
  PersonnelName: z.string().nullable(),
  OrderStatus: orderStatusSchema,
  PaymentStatus: paymentStatusSchema,
  /** The card payment is held, not taken yet (PaymentStatus reads COMPLETED): shown as held, not paid. */
  PaymentHeld: z.boolean().optional(),
  /** The job's day (YYYY-MM-DD, London). */
  ShipDate: z.string().optional(),
  /** The arrival window that day, "09:00–11:00" (London); null or absent: any time that day. */
  ShipWindow: z.string().nullable().optional(),
});
export type CustomerOrderRow = z.infer<typeof customerOrderRowSchema>;

// GET /orders?search=&before=, GET /provider/orders?search=&before=: newest first, a page at a time. `before`
// is the `Next` of the page before (when its last order was made, in microseconds since 1970, `~`, its id).
export const ordersQuerySchema = z.object({
  search: searchSchema,
  before: z
    .string()
    .regex(/^(?:\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63})?$/, 'The reference is missing or not valid.')
    .default(''),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;
/**
 * A page of orders, newest first. `Next` is the `before` of the next page, null on the last; an older client
 * reads `data` alone and gets the first page.
 */
export const customerOrdersResponseSchema = envelopeSchema.extend({
  data: z.array(customerOrderRowSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;
/** Provider rows show the customer's name; the row is the one of the provider profile's `orders`. */
export const providerOrdersResponseSchema = envelopeSchema.extend({
  data: z.array(providerOrderRowSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type ProviderOrdersResponse = z.infer<typeof providerOrdersResponseSchema>;

/** A page of the active and upcoming orders (the customer's dashboard, the provider's profile). */
export const upcomingOrdersPageSize = 20;

/**
 * A cursor of the active and upcoming orders, soonest job first: the page's last order's job day
 * (YYYY-MM-DD), `~`, when it was made in microseconds since 1970, `~`, its id.
 */
export const upcomingOrdersCursorSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}~\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, invalidIdMessage)
  .refine((cursor) => isoDateSchema.safeParse(cursor.slice(0, 10)).success, invalidIdMessage);

// GET /upcomingorders?before=, GET /provider/upcomingorders?before=: the active and upcoming orders, soonest
// job first, a page at a time. GET /dashboard (`uaorders`) and GET /provider/profile (`orders`) answer the
// first page; `before` is the `Next` of the page before (absent: the first page). The answer is the
// history's: customerOrdersResponseSchema, providerOrdersResponseSchema.
export const upcomingOrdersQuerySchema = z.object({ before: optionalField(upcomingOrdersCursorSchema) });

export const orderInfoSchema = z.object({
  OrderStatus: orderStatusSchema,
  Name: z.string(),
  Category: z.string(),
  SubCategory: z.string(),
  ProductID: z.string(),
  Currency: z.string(),
  Price: z.number(),
  Rate: payRateSchema,
  OrderTime: z.string(),
  PaymentStatus: paymentStatusSchema,
  PersonnelID: z.string(),
  PersonnelName: z.string().nullable(),
  PersonnelImg: z.string().nullable(),
  /** Whether the customer has saved this provider. */
  prvSaved: z.boolean(),
  CustomerID: z.string(),
  CustomerName: z.string().nullable(),
  CustomerImg: z.string().nullable(),
  /** Customer's view only: the payment was taken, so the order has a receipt (GET /receipt). */
  Receipt: z.boolean().optional(),
  /**
   * The card payment is authorised and held, not taken yet (PaymentStatus then reads COMPLETED, as the
   * customer has nothing left to pay): the funds are released to the provider after the job is completed.
   */
  PaymentHeld: z.boolean().optional(),
  /** Cancelled by the customer after the job started: what that cost them; absent otherwise. */
  CancelCharge: z.number().nonnegative().nullable().optional(),
  /** When the provider accepted the request (ISO 8601); null while it waits (absent from older servers). */
  AcceptedAt: z.string().nullable().optional(),
  /**
   * When the provider declined it (ISO 8601), leaving the order without one until the customer chooses
   * another: `DeclinedBy` and `DeclinedByName` say who declined. Null otherwise.
   */
  DeclinedAt: z.string().nullable().optional(),
  DeclinedBy: z.string().nullable().optional(),
  DeclinedByName: z.string().nullable().optional(),
  /** Customer's view only: the provider's credentials, checked and current today (absent from older servers). */
  PersonnelCredentials: z.array(credentialBadgeSchema).optional(),
});
export type OrderInfo = z.infer<typeof orderInfoSchema>;

export const shippingInfoSchema = z.object({
  ShipZipCode: z.string(),
  /**
   * The full address for the customer, and for the provider once the order is paid (PER HOUR: scheduled)
   * until it ends; before that the provider gets only the postcode district here and in `ShipZipCode`.
   */
  ShipAddress: z.string(),
  /** The address lines, when the address was given in lines and the viewer may see it. */
  AddressLine1: z.string().nullable().optional(),
  AddressLine2: z.string().nullable().optional(),
  Town: z.string().nullable().optional(),
  ShipDate: z.string(),
  /** The arrival window on ShipDate, HH:MM in London; null or absent: any time that day. */
  WindowStart: z.string().nullable().optional(),
  WindowEnd: z.string().nullable().optional(),
  /** PER HOUR orders: the hours the customer booked (1 to 12); absent when none were picked. */
  BookedHours: z.number().int().min(1).max(maxJobHours).optional(),
  /** When the order was started and ended; the time taken shows once COMPLETED. */
  ShippingStarts: z.string().nullable(),
  ShippingEnds: z.string().nullable(),
  /** Whether the customer has saved this location. */
  locSaved: z.boolean(),
});
export type ShippingInfo = z.infer<typeof shippingInfoSchema>;

export const orderReviewSchema = z.object({
  Rating: z.number().int().min(ratingRange.min).max(ratingRange.max),
  Review: z.string().nullable(),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

/**
 * The customer's review of the provider, as the provider sees it on their order: with their one public
 * reply, and whether an operator hid it under the review policy (then it takes no reply).
 */
export const reviewOfYouSchema = orderReviewSchema.extend({
  Reply: z.string().nullable(),
  Hidden: z.boolean(),
});
export type ReviewOfYou = z.infer<typeof reviewOfYouSchema>;

// GET /orderdetails?orderid=, GET /provider/orderdetails?orderid=
export const orderDetailsQuerySchema = orderIdQuerySchema;
export type OrderDetailsQuery = z.infer<typeof orderDetailsQuerySchema>;
export const orderDetailsResponseSchema = envelopeSchema.extend({
  orderInfo: z.array(orderInfoSchema).optional(),
  shippingInfo: z.array(shippingInfoSchema).optional(),
  /** Empty until someone reviews the order. */
  review: z.array(orderReviewSchema).optional(),
  /** Refunds to the customer's card, oldest first (absent from older servers). */
  refunds: z.array(orderRefundSchema).optional(),
  /** The provider's payout for the order: only in the provider's answer, null until it is recorded. */
  payout: orderPayoutSchema.nullable().optional(),
  /** The customer's note and photos for the provider (absent from older servers). */
  jobNotes: jobNotesSchema.optional(),
  /** The provider's answer only: the customer's review of them, null until there is one. */
  reviewOfYou: reviewOfYouSchema.nullable().optional(),
});
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/**
 * GET /geolocation (and provider variant), polled every 5 s while IN-PROGRESS. The caller reports its own
 * position when the browser allows it, so lat and lng travel together or not at all.
 */
export const geolocationQuerySchema = z
  .object({ orderid: idSchema, lat: optionalField(latitudeSchema), lng: optionalField(longitudeSchema) })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    error: 'Latitude and longitude go together',
    path: ['lng'],
  });
export type GeolocationQuery = z.infer<typeof geolocationQuerySchema>;
export const geoPointSchema = z.object({ LastLat: z.number(), LastLong: z.number() });
export const geolocationResponseSchema = envelopeSchema.extend({
  geoMimes: z.array(geoPointSchema).optional(),
  OrderStatus: orderStatusSchema.optional(),
});
export type GeolocationResponse = z.infer<typeof geolocationResponseSchema>;

export const ratingRequiredMessage =
  'Please rate service before submitting review, any of 1 to 5 stars for the service provider';
export const thankYouForFeedbackMessage = 'Thank you for your feedback!';

/** Whole stars, from a number (client) or its string (form body). */
export const ratingSchema = formNumber(
  z
    .number({ error: ratingRequiredMessage })
    .int(ratingRequiredMessage)
    .min(ratingRange.min, ratingRequiredMessage)
    .max(ratingRange.max, ratingRequiredMessage),
);

// POST /newreview, /provider/newreview: `provider` is the party reviewed (the provider, or the customer).
export const newReviewInputSchema = z.object({
  rating: ratingSchema,
  product: idSchema,
  orderid: idSchema,
  provider: idSchema,
  review: optionalField(z.string().trim().max(1000, 'Please keep the review under 1000 characters')),
});
export type NewReviewInput = z.infer<typeof newReviewInputSchema>;
export const newReviewResponseSchema = envelopeSchema;

// GET /cancelorder, /provider/cancelorder, /startorder, /endorder (?orderid=)
export const orderActionQuerySchema = orderIdQuerySchema;
export type OrderActionQuery = z.infer<typeof orderActionQuerySchema>;
export const orderActionResponseSchema = envelopeSchema;
export type OrderActionResponse = z.infer<typeof orderActionResponseSchema>;
