// Requests and answers of the operator's account and order pages (issue 20, items 6 and 7), shared by the
// routes, the operator CLI and the tests. Amounts are pounds (two decimals), times ISO 8601.
import { envelopeSchema } from '@callout/contracts/envelope';
import { idSchema, optionalField, searchSchema } from '@callout/contracts/fields';
import { z } from 'zod';
import { opsAccountSchema } from './ops-contract';
import { opsPeopleMessages } from './people-messages';

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

// GET /ops/orders?search=&status=: search matches the order id, the customer's and provider's email.
export const ordersQuerySchema = z.object({
  search: searchSchema,
  status: z.enum(orderStatusFilter, { error: opsPeopleMessages.orderStatusValue }).default('all'),
});
export const ordersResponseSchema = envelopeSchema.extend({ data: z.array(opsOrderSummarySchema) });

export const orderParamsSchema = z.object({ orderId: idSchema });

export const timelineEventSchema = z.object({
  At: z.string(),
  /** created, accepted, paid, started, ended, cancelled, refunded, refund-refused, paid-out, payout-failed */
  Kind: z.string(),
  /** Pounds, for money events. */
  Amount: z.number().nullable(),
  Detail: z.string().nullable(),
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
