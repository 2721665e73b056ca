// The booking flow: the request draft kept in browser storage, creating and negotiating a request,
// bids on a published job, and the card payment that secures the order.
import { z } from 'zod';
import { jobHoursSchema, windowStartSchema } from './arrival-windows';
import { biddingProviderSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, invalidIdMessage, optionalField, orderIdQuerySchema, scheduledDateSchema } from './fields';
import { jobNoteLimit, jobNoteSchema } from './job-notes';
import { addDays, londonToday } from './london-time';

await evaluationBreak();

export { requestDraftNamespace, requestDraftStorageKey } from './booking-draft';
/** Provider value of a job published for any active provider to bid on. */
export const bidProvider = 'BID';

export const postcodeMessage = 'Please enter a valid postcode.';
/** UK postcodes, full or outward code only: the autocomplete's region results may carry either. */
const ukPostcodePattern = /^[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;
export const postcodeSchema = z
  .string({ error: postcodeMessage })
  .trim()
  .max(10, { error: postcodeMessage, abort: true })
  .regex(ukPostcodePattern, postcodeMessage);

export const addressMessage = 'Please enter the address the professional should come to.';
export const addressSchema = z.string({ error: addressMessage }).trim().min(1, addressMessage).max(300);

/** The full address the provider needs to find the door: asked for after the postcode. */
export const addressLineLimits = { street: 100, flat: 60, town: 60 } as const;
export const addressLineMessages = {
  street: 'Enter the house number and street.',
  streetTooLong: `The house number and street must be ${addressLineLimits.street} characters or fewer.`,
  flatTooLong: `The flat or unit must be ${addressLineLimits.flat} characters or fewer.`,
  town: 'Enter the town or city.',
  townTooLong: `The town or city must be ${addressLineLimits.town} characters or fewer.`,
  /** Lines may not hold the `;` that separates a saved location's postcode from its address. */
  noSemicolon: 'Remove the semicolon (;) from the address.',
} as const;

const noSemicolon = (value: string) => !value.includes(';');
export const addressLinesSchema = z.object({
  /** House number (or name) and street; required. */
  AddressLine1: z
    .string({ error: addressLineMessages.street })
    .trim()
    .min(1, addressLineMessages.street)
    .max(addressLineLimits.street, { error: addressLineMessages.streetTooLong, abort: true })
    .refine(noSemicolon, addressLineMessages.noSemicolon),
  /** Flat or unit; optional, empty when there is none. */
  AddressLine2: z
    .string({ error: addressLineMessages.flatTooLong })
    .trim()
    .max(addressLineLimits.flat, { error: addressLineMessages.flatTooLong, abort: true })
    .refine(noSemicolon, addressLineMessages.noSemicolon)
    .default(''),
  /** Town or city, pre-filled from the postcode; required. */
  Town: z
    .string({ error: addressLineMessages.town })
    .trim()
    .min(1, addressLineMessages.town)
    .max(addressLineLimits.town, { error: addressLineMessages.townTooLong, abort: true })
    .refine(noSemicolon, addressLineMessages.noSemicolon),
});
export type AddressLines = z.infer<typeof addressLinesSchema>;

/** The one-line address the spec's `address` carries: flat, house number and street, town. */
export function composeAddress(lines: { AddressLine1: string; AddressLine2?: string; Town: string }): string {
  return [lines.AddressLine2, lines.AddressLine1, lines.Town]
    .map((line) => line?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

/**
 * The draft grows one step at a time, so every field is optional. Read it with `safeParse` and start a
 * new draft when it fails: storage may hold anything.
 */
/** Days from the booking during which a customer may cancel a service booked online. */
export const cancelRightDays = 14;

/**
 * Whether a job on `scheduled` (YYYY-MM-DD, London) may begin inside the 14 days from a booking made
 * `today`: its day begins before they end. A late window on the last day may fall just after; asking then is
 * harmless.
 */
export function startsWithinCancelRight(scheduled: string, today: string = londonToday()): boolean {
  return scheduled <= addDays(today, cancelRightDays);
}

export const requestDraftSchema = z.object({
  ZipCode: z.string().max(10).optional(),
  Address: z.string().max(300).optional(),
  /** The address lines typed after the postcode; `Address` is composed from them. */
  AddressLine1: z.string().max(300).optional(),
  AddressLine2: z.string().max(300).optional(),
  Town: z.string().max(300).optional(),
  Category: z.string().max(100).optional(),
  /** `NONE` when the category has no specifics. */
  Specific: z.string().max(100).optional(),
  ProdId: z.string().max(64).optional(),
  Product: z.string().max(200).optional(),
  /** The chosen provider's id, or `BID` (or empty) for a published job. */
  Provider: z.string().max(64).optional(),
  /** The name of the provider a booking was started with (the dashboard's 'Book with …'), to show it. */
  ProviderName: z.string().max(200).optional(),
  Scheduled: z.string().max(10).optional(),
  /** The chosen arrival window's start (HH:MM, London) on `Scheduled`; absent: any time that day. */
  Window: z.string().max(5).optional(),
  /** Hours picked for a PER HOUR product, as text. */
  Hours: z.string().max(2).optional(),
  /**
   * `true` when the customer, told of the 14-day right to cancel, expressly asked for the work to start
   * inside it (a PER HOUR job, paid at its end, is asked on the providers step); sent as `startnow`.
   */
  StartNow: z.string().max(5).optional(),
  /** Order id once the request exists on the server. */
  Order: z.string().max(64).optional(),
  toNegotiate: z.boolean().optional(),
  /**
   * The customer's note for the provider, kept as typed (even past the limit, which the form then says) so
   * a reload or going offline loses none of it.
   */
  Note: z
    .string()
    .max(jobNoteLimit * 4)
    .optional(),
});
export type RequestDraft = z.infer<typeof requestDraftSchema>;

export function isPublishedJob(provider: string | undefined): boolean {
  return !provider || provider === bidProvider;
}

/** A provider id, or `BID`/empty for a published job; empty is normalised to `BID`. */
export const providerChoiceSchema = z
  .union([z.literal(''), idSchema])
  .transform((value) => (value === '' ? bidProvider : value));

// POST /requestservice: on success the message holds the new order id. The spec's fields, plus the
// address lines: when `AddressLine1` or `Town` is sent, all lines are validated and the server
// stores `address` composed from them; an older client sending only `address` still works. An optional
// `note` goes to the provider; the job's photos follow through POST /jobphotos (job-notes.ts).
/** `true` or `false`: whether the customer expressly asked for the work to start inside the 14 days. */
export const startNowSchema = z.enum(['true', 'false'], { error: 'startnow must be true or false.' });

export const requestServiceInputSchema = z
  .object({
    prodid: idSchema,
    zipcode: postcodeSchema,
    address: addressSchema,
    scheduled: scheduledDateSchema,
    provider: providerChoiceSchema,
    AddressLine1: addressLinesSchema.shape.AddressLine1.optional(),
    AddressLine2: addressLinesSchema.shape.AddressLine2.optional(),
    Town: addressLinesSchema.shape.Town.optional(),
    /** The customer's note for the provider (at most 1,000 characters); absent or empty for none. */
    note: jobNoteSchema.optional(),
    /**
     * The arrival window's start (HH:MM, London) on `scheduled`, one of GET /arrivalwindows; absent or
     * empty: any time that day, as before. On a published job (`provider` BID) any two hours of the day not
     * yet begun: only providers free then are offered the job, bid on it and can be engaged.
     */
    window: optionalField(windowStartSchema),
    /** Whole hours booked for a PER HOUR product (1 to 12); absent: one hour. */
    hours: optionalField(jobHoursSchema),
    /**
     * Optional, for a client that books through the API alone: `true` records the customer's express request
     * that the work start inside the 14-day cancellation period, which the client asked for after stating
     * the right to cancel (the confirmation mail then confirms both on a durable medium). Absent or `false`:
     * nothing is recorded, and a customer who cancels inside the 14 days after the work began pays nothing.
     */
    startnow: startNowSchema.optional(),
  })
  .superRefine((input, context) => {
    const structured = input.AddressLine1 !== undefined || input.Town !== undefined;
    if (!structured) return;
    if (input.AddressLine1 === undefined) {
      context.addIssue({ code: 'custom', path: ['AddressLine1'], message: addressLineMessages.street });
    }
    if (input.Town === undefined) {
      context.addIssue({ code: 'custom', path: ['Town'], message: addressLineMessages.town });
    }
  });
export type RequestServiceInput = z.infer<typeof requestServiceInputSchema>;
export const requestServiceResponseSchema = envelopeSchema;
export type RequestServiceResponse = z.infer<typeof requestServiceResponseSchema>;

// POST /loadexistingreq: an existing order's details, to resume negotiation.
export const loadExistingRequestInputSchema = z.object({ orderid: idSchema, provider: providerChoiceSchema });
export type LoadExistingRequestInput = z.infer<typeof loadExistingRequestInputSchema>;
export const requestShippingDetailsSchema = z.object({
  ShipZipCode: z.string(),
  DefaultLocation: z.string(),
  ShipDate: z.string(),
  /** The arrival window's start (HH:MM, London); null or absent: any time that day. */
  Window: z.string().nullable().optional(),
});
export const requestOrderDetailsSchema = z.object({
  Category: z.string(),
  SubCategory: z.string(),
  ProductID: z.string(),
  Name: z.string(),
});
export const loadExistingRequestResponseSchema = envelopeSchema.extend({
  shippingDetails: z.array(requestShippingDetailsSchema).optional(),
  orderDetails: z.array(requestOrderDetailsSchema).optional(),
  requestDetails: z.array(z.object({ Provider: z.string() })).optional(),
});
export type LoadExistingRequestResponse = z.infer<typeof loadExistingRequestResponseSchema>;

/** A page of one job's bids. */
export const findBidsPageSize = 50;

// GET /findbids?orderid=&before= (polled every 3 s while bidding): the bids as they came, a page at a time;
// `before` (the `Next` of a page) asks for the page after it (its last bid's time in microseconds since
// 1970, `~`, the bidder's id).
export const findBidsQuerySchema = orderIdQuerySchema.extend({
  before: optionalField(z.string().regex(/^\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, invalidIdMessage)),
});
export type FindBidsQuery = z.input<typeof findBidsQuerySchema>;
/**
 * A page of bids. `Next` is the `before` of the next page, null on the last; an older client reads `data`
 * alone and gets the first page.
 */
export const findBidsResponseSchema = envelopeSchema.extend({
  data: z.array(biddingProviderSchema).optional(),
  Next: z.string().nullable().optional(),
});
export type FindBidsResponse = z.infer<typeof findBidsResponseSchema>;

// GET /finalizerequest?orderid=&personnel= engages a bidding provider; the spec shows no response use.
export const finalizeRequestQuerySchema = z.object({ orderid: idSchema, personnel: idSchema });
export type FinalizeRequestQuery = z.infer<typeof finalizeRequestQuerySchema>;
export const finalizeRequestResponseSchema = envelopeSchema;

export const missingServiceIdMessage = 'Missing service ID. Please refresh and try again.';

// GET /paymentintent?orderid=
export const paymentIntentQuerySchema = z.object({
  orderid: z.string({ error: missingServiceIdMessage }).trim().min(1, missingServiceIdMessage).pipe(idSchema),
});
export type PaymentIntentQuery = z.infer<typeof paymentIntentQuerySchema>;
/** The 14-day right to cancel a service booked online, as it stands for one order. */
export const cancelRightSchema = z.object({
  /** The product has no such right (car hire for a fixed date, urgent repairs): the policy alone applies. */
  Exempt: z.boolean(),
  /** The job's day or window begins inside the 14 days: the customer must ask expressly for it to start. */
  StartsWithinPeriod: z.boolean(),
  /** When the 14 days end, ISO 8601 in UTC. */
  CancelUntil: z.string(),
  /** When the customer expressly asked for the work to start inside the 14 days, or null. */
  StartRequestedAt: z.string().nullable(),
});
export type CancelRight = z.infer<typeof cancelRightSchema>;

export const paymentIntentSchema = z.object({
  clientSecret: z.string().min(1),
  AccountID: z.string(),
  publicKey: z.string().min(1),
  OrderTotal: z.number().nonnegative(),
  Currency: z.string(),
  /** Optional: what the payment page states about the right to cancel before the customer pays. */
  CancelRight: cancelRightSchema.optional(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;
/** Without `data`, the message may be one of the replies below instead of an intent. */
export const paymentIntentResponseSchema = envelopeSchema.extend({ data: paymentIntentSchema.optional() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;
/** Reply meaning "pay after completion": alert, then go to the order. */
export const pendingOrderReply = 'PENDING ORDER';
/** Reply meaning the order is already paid: go straight to order confirmation. */
export const paymentCompletedReply = 'Payment Completed';

/** Card payment statuses after which the order is confirmed; `requires_capture` means funds are held. */
export const securedPaymentStatuses = ['succeeded', 'requires_capture'] as const;

// GET /confirmpayment?orderid=
export const confirmPaymentQuerySchema = orderIdQuerySchema.extend({
  /**
   * Optional: `true` records the customer's express request that the work start inside the 14-day
   * cancellation period (ticked on the payment page). Left out, nothing is recorded.
   */
  startnow: startNowSchema.optional().transform((v) => v === 'true'),
});
export type ConfirmPaymentQuery = z.infer<typeof confirmPaymentQuerySchema>;
export const confirmPaymentResponseSchema = envelopeSchema;
