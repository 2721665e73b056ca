// What the operator console (mf-ops) and the server share about provider reviews, accounts and orders:
// the answers' shapes, the inputs of the account actions and their words.
// Amounts are pounds (two decimals), times ISO 8601.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idSchema, invalidIdMessage, optionalField, searchSchema } from './fields';
import { certificationStatusSchema } from './provider-certification';

// The spec has no words for suspension (it shows no staff tools), so these follow its login messages'
// plain style.
export const opsPeopleMessages = {
  accountLoaded: 'Account loaded.',
  accountNotFound: 'Requested information cannot be found',
  notSuspendable: 'Only customer and provider accounts can be suspended.',
  suspendNoteRequired: 'Please add a note saying why the account is suspended.',
  noteTooLong: 'Please keep the note under 1000 characters.',
  suspended: 'Account suspended. Its sessions have ended and the owner has been mailed.',
  alreadySuspended: 'This account is already suspended.',
  reinstated: 'Account reinstated. The owner has been mailed.',
  notSuspended: 'This account is not suspended.',
  ordersListed: 'Orders loaded.',
  orderLoaded: 'Order loaded.',
  orderNotFound: 'Requested information cannot be found',
  orderStatusValue: 'Please choose an order status.',
  /** The login answer (a 403) for a suspended account, after the right password only. */
  loginSuspended: 'Your account is suspended. Please contact Callout support.',
} as const;

export const opsKycSchema = z.object({
  ProviderID: z.string(),
  Email: z.string().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  Organization: z.string(),
  Phone: z.string(),
  DOB: z.string(),
  InsuranceNumber: z.string(),
  Address: z.string(),
  Province: z.string(),
  Country: z.string(),
  Status: z.string(),
  Submitted: z.string(),
  Photo: z.string().nullable(),
  idlink: z.string().nullable(),
  utilitylink: z.string().nullable(),
  /** The provider's VAT number from their seller details for HMRC, when they gave one; absent from older servers. */
  VAT: z.string().nullable().optional(),
});
export type OpsKyc = z.infer<typeof opsKycSchema>;

export const kycListResponseSchema = envelopeSchema.extend({ data: z.array(opsKycSchema) });

export const opsServiceSchema = z.object({
  RequestID: z.string(),
  ProviderID: z.string(),
  ProviderEmail: z.string().nullable(),
  ProviderName: z.string().nullable(),
  KycStatus: z.string().nullable(),
  ProductID: z.string(),
  Product: z.string(),
  Category: z.string(),
  Specifics: z.string(),
  Currency: z.string(),
  Price: z.number(),
  MinPrice: z.number(),
  MaxPrice: z.number(),
  Status: certificationStatusSchema,
  Requested: z.string(),
  Reviewed: z.string().nullable(),
  Note: z.string().nullable(),
});
export type OpsService = z.infer<typeof opsServiceSchema>;

export const servicesListResponseSchema = envelopeSchema.extend({ data: z.array(opsServiceSchema) });

export const opsAccountSchema = z.object({
  ID: z.string(),
  Role: z.string(),
  Email: z.string().nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Phone: z.string().nullable(),
  EmailVerified: z.boolean(),
  KycStatus: z.string().nullable(),
  Created: z.string(),
  Deleted: z.string().nullable(),
  /** When an operator suspended the account (ops/account-suspension.ts), or null. */
  Suspended: z.string().nullable(),
});
export type OpsAccount = z.infer<typeof opsAccountSchema>;

/**
 * A page of accounts, newest first. `Next` is the `before` of the next page, null on the last; an older
 * client reads `data` alone and gets the first page, as before.
 */
export const accountsResponseSchema = envelopeSchema.extend({
  data: z.array(opsAccountSchema),
  Next: z.string().nullable().optional(),
});

export const maxSuspensionNoteLength = 1000;

export const accountParamsSchema = z.object({ accountId: idSchema });

const auditEntrySchema = z.object({
  ID: z.string(),
  At: z.string(),
  OperatorID: z.string(),
  OperatorEmail: z.string(),
  Action: z.string(),
  SubjectType: z.string(),
  SubjectID: z.string(),
  AccountID: z.string().nullable(),
  Before: z.unknown(),
  After: z.unknown(),
  Note: z.string().nullable(),
});

export const opsOrderSummarySchema = z.object({
  OrderID: z.string(),
  Created: z.string(),
  Status: z.string(),
  PaymentStatus: z.string(),
  Product: z.string(),
  Currency: z.string(),
  Price: z.number(),
  CustomerID: z.string(),
  CustomerEmail: z.string().nullable(),
  ProviderID: z.string().nullable(),
  ProviderEmail: z.string().nullable(),
});
export type OpsOrderSummary = z.infer<typeof opsOrderSummarySchema>;

export const opsCaseSchema = z.object({
  CaseID: z.string(),
  Subject: z.string(),
  Status: z.string(),
  Created: z.string(),
});

export const opsReviewSchema = z.object({
  OrderID: z.string(),
  /** 'given' when this account wrote it, 'received' when it is about them. */
  Direction: z.enum(['given', 'received']),
  Rating: z.number(),
  Body: z.string().nullable(),
  Created: z.string(),
  /** The review's own id, for hiding it (POST /ops/reviews/{id}/hide). */
  ReviewID: z.string().optional(),
  /** When an operator hid it under the review policy, and why; null while it shows. */
  Hidden: z.string().nullable().optional(),
  HiddenReason: z.string().nullable().optional(),
  /** The provider's public reply to a customer's review, if any. */
  Reply: z.string().nullable().optional(),
});

export const opsAccountDetailSchema = opsAccountSchema.extend({
  SuspensionNote: z.string().nullable(),
  Orders: z.array(opsOrderSummarySchema),
  Cases: z.array(opsCaseSchema),
  Reviews: z.array(opsReviewSchema),
  Audit: z.array(auditEntrySchema),
});
export type OpsAccountDetail = z.infer<typeof opsAccountDetailSchema>;
export const accountDetailResponseSchema = envelopeSchema.extend({ data: opsAccountDetailSchema });

// POST /ops/accounts/:accountId/suspend and /reinstate: a note saying why (required to suspend).
export const suspendInputSchema = z.object({
  note: z
    .string({ error: opsPeopleMessages.suspendNoteRequired })
    .trim()
    .min(1, opsPeopleMessages.suspendNoteRequired)
    .max(maxSuspensionNoteLength, opsPeopleMessages.noteTooLong),
});
export const reinstateInputSchema = z.object({
  note: optionalField(z.string().trim().max(maxSuspensionNoteLength, opsPeopleMessages.noteTooLong)),
});
export const accountActionResponseSchema = envelopeSchema;

export const orderStatusFilter = [
  'all',
  'NEW ORDER',
  'SCHEDULED',
  'IN-PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const;

/** A page of the console's order list. */
export const opsOrdersPageSize = 50;

// GET /ops/orders?search=&status=&before=: search matches the order id, the customer's and provider's email
// and the product. Newest first, a page at a time: `before` is the `Next` of the page before (when its last
// order was made, in microseconds since 1970, `~`, its id).
export const ordersQuerySchema = z.object({
  search: searchSchema,
  status: z.enum(orderStatusFilter, { error: opsPeopleMessages.orderStatusValue }).default('all'),
  before: optionalField(z.string().regex(/^\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, invalidIdMessage)),
});
/**
 * A page of orders, newest first. `Next` is the `before` of the next page, null on the last; an older client
 * reads `data` alone and gets the first page.
 */
export const ordersResponseSchema = envelopeSchema.extend({
  data: z.array(opsOrderSummarySchema),
  Next: z.string().nullable().optional(),
});

export const orderParamsSchema = z.object({ orderId: idSchema });

export const timelineEventSchema = z.object({
  At: z.string(),
  /** created, accepted, paid, started, ended, cancelled, refunded, refund-refused, paid-out, payout-failed */
  Kind: z.string(),
  /** Pounds, for money events. */
  Amount: z.number().nullable(),
  Detail: z.string().nullable(),
  /** A payout's events: why it waits though due ('seller-details': the provider's details for HMRC). */
  HeldReason: z.string().nullable().optional(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const opsOrderDetailSchema = opsOrderSummarySchema.extend({
  PayRate: z.string(),
  AmountDue: z.number().nullable(),
  /** Pounds captured at the gateway, refunded so far, and what is left to refund. */
  Captured: z.number(),
  Refunded: z.number(),
  Refundable: z.number(),
  Timeline: z.array(timelineEventSchema),
  Audit: z.array(auditEntrySchema),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetailSchema>;
export const orderDetailResponseSchema = envelopeSchema.extend({ data: opsOrderDetailSchema });
