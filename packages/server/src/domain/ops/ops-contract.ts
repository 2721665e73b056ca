// Requests and answers of the operator tools under /api/ops, shared by the routes and the operator CLI.
// Only staff use them, so they live with the server rather than in the web contracts.
import { envelopeSchema } from '@callout/contracts/envelope';
import { idSchema, optionalField, searchSchema } from '@callout/contracts/fields';
import {
  accountsResponseSchema,
  kycListResponseSchema,
  type OpsAccount,
  type OpsKyc,
  type OpsService,
  opsAccountSchema,
  opsKycSchema,
  opsServiceSchema,
  servicesListResponseSchema,
} from '@callout/contracts/ops-people';
import { certificationStatusSchema } from '@callout/contracts/provider-certification';
import { z } from 'zod';
import { opsMessages } from '../provider/messages';

// The answers' shapes are shared with the operator console (mf-ops), so they live in the web contracts.
export {
  accountsResponseSchema,
  kycListResponseSchema,
  type OpsAccount,
  type OpsKyc,
  type OpsService,
  opsAccountSchema,
  opsKycSchema,
  opsServiceSchema,
  servicesListResponseSchema,
};

export const maxNoteLength = 1000;
const noteSchema = optionalField(z.string().trim().max(maxNoteLength, opsMessages.noteTooLong));

// GET /ops/kyc?status=pending (SUBMITTED and UNDER-REVIEW, the default), all, or one status.
export const kycListQuerySchema = z.object({
  status: z.enum(['pending', 'all', 'SUBMITTED', 'UNDER-REVIEW', 'QUERIED', 'VERIFIED']).default('pending'),
});

export const providerParamsSchema = z.object({ providerId: idSchema });

// POST /ops/kyc/:providerId/review: VERIFIED, or QUERIED with a note telling the provider what to fix.
export const kycReviewInputSchema = z
  .object({
    status: z.enum(['VERIFIED', 'QUERIED'], { error: opsMessages.kycReviewValue }),
    note: noteSchema,
  })
  .refine((input) => input.status !== 'QUERIED' || Boolean(input.note), {
    error: opsMessages.kycNoteRequired,
    path: ['note'],
  });
export type KycReviewInput = z.infer<typeof kycReviewInputSchema>;

// GET /ops/services?status=pending (SUBMITTED and UNDER-REVIEW, the default), all, or one status.
export const servicesListQuerySchema = z.object({
  status: z.enum(['pending', 'all', ...certificationStatusSchema.options]).default('pending'),
});

export const requestParamsSchema = z.object({
  requestId: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, opsMessages.serviceNotFound),
});

// POST /ops/services/:requestId/review
export const serviceReviewInputSchema = z.object({
  status: z.enum(['ACTIVE', 'DENIED', 'SUSPENDED'], { error: opsMessages.serviceReviewValue }),
  note: noteSchema,
});
export type ServiceReviewInput = z.infer<typeof serviceReviewInputSchema>;

// GET /ops/accounts?role=all|user|provider|operator&search=&before=: `before` is the `Next` of the page before
// (when the account joined, in microseconds since 1970, and its id).
export const accountsQuerySchema = z.object({
  role: z.enum(['all', 'user', 'provider', 'operator']).default('all'),
  search: searchSchema,
  before: z
    .string()
    .regex(/^(?:\d{1,17}~[A-Za-z0-9][A-Za-z0-9_-]{0,63})?$/, 'The reference is missing or not valid.')
    .default(''),
});

export const reviewResponseSchema = envelopeSchema;

// POST /ops/payouts/weekly: pays the pending weekly payouts (orders/payouts.ts); run once a week.
export const payoutBatchResponseSchema = envelopeSchema.extend({
  data: z.object({
    BatchID: z.string(),
    Count: z.number(),
    /** Minor units per provider and currency, e.g. { 'PRV-1 gbp': 8500 }. */
    Totals: z.record(z.string(), z.number()),
    /** Payouts still owed after the run: no payout account ready, or the gateway refused or was down. */
    Unpaid: z.number().optional(),
    /** Payouts owed but held back: their order has an open dispute. */
    Held: z.number().optional(),
  }),
});

// GET /ops/payments/reconcile?orderid=: every order with money at the gateway (or one), checked against it:
// captured = refunded + fee + paid to the provider + still pending. Amounts in minor units.
export const reconcileQuerySchema = z.object({ orderid: optionalField(idSchema) });
export const reconciledOrderSchema = z.object({
  OrderID: z.string(),
  Currency: z.string(),
  Captured: z.number(),
  Refunded: z.number(),
  Fee: z.number(),
  Paid: z.number(),
  Pending: z.number(),
  Problems: z.array(z.string()),
});
export const reconcileResponseSchema = envelopeSchema.extend({
  data: z.object({ Checked: z.number(), Differing: z.array(reconciledOrderSchema) }),
});

// POST /ops/orders/:orderId/refund (Idempotency-Key honoured): `amount` in pounds and pence, omitted for
// everything still refundable; `reason` is mailed to the customer and kept in the audit log.
export const maxRefundReasonLength = 500;
export const orderParamsSchema = z.object({ orderId: idSchema });
const poundsPattern = /^\d{1,6}(?:\.\d{1,2})?$/;
const toPence = (pounds: string) => {
  const [whole = '0', pence = ''] = pounds.split('.');
  return Number(whole) * 100 + Number(pence.padEnd(2, '0'));
};
/** "12.50" → 1250 pence, "" → absent; at most £999,999.99, which no order comes near. One string schema
 * rather than optionalField's union, so every bad amount gets the same words. */
const refundAmountSchema = z
  .string({ error: opsMessages.refundAmount })
  .trim()
  .refine((pounds) => pounds === '' || poundsPattern.test(pounds), opsMessages.refundAmount)
  .transform((pounds) => (pounds === '' ? undefined : toPence(pounds)))
  .refine((pence) => pence === undefined || pence > 0, opsMessages.refundAmount)
  .optional();
export const refundInputSchema = z.object({
  amount: refundAmountSchema,
  reason: z
    .string({ error: opsMessages.refundReasonRequired })
    .trim()
    .min(1, opsMessages.refundReasonRequired)
    .max(maxRefundReasonLength, opsMessages.refundReasonTooLong),
});
export type RefundInput = z.infer<typeof refundInputSchema>;
export const refundResponseSchema = envelopeSchema.extend({
  data: z.object({
    RefundID: z.string(),
    OrderID: z.string(),
    Currency: z.string(),
    /** This refund, in pounds. */
    Amount: z.number(),
    /** Refunded on the order in all, and what is left to refund, in pounds. */
    Refunded: z.number(),
    Refundable: z.number(),
    /** PENDING: noted, and finished by the sweeper once the gateway answers again. */
    Status: z.enum(['DONE', 'PENDING']),
  }),
});
export type RefundResponse = z.infer<typeof refundResponseSchema>;
