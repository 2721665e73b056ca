// The money of one order as its details page shows it: refunds made to the customer's card, and,
// to the provider only, their payout for the order as refunds have left it. Amounts in pounds (major
// units), like the order's Price. Both are optional in the details answer, so older clients still parse it.
import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

export const orderRefundSchema = z.object({
  Amount: z.number(),
  Currency: z.string(),
  /** When the card was refunded (ISO 8601). */
  Refunded: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderPayoutStatusSchema = z.enum(['PENDING', 'PAID', 'FAILED', 'REVERSED']);

export const orderPayoutSchema = z.object({
  Currency: z.string(),
  /** What the payout was split from: the capture, less refunds made before it was recorded. */
  Gross: z.number(),
  /** The platform's fee, less its part of later refunds. */
  Fee: z.number(),
  /** The provider's share now: less their part of every refund. */
  Net: z.number(),
  /** Refunded to the customer since the payout was recorded, and the provider's part of that. */
  Refunded: z.number(),
  RefundedShare: z.number(),
  /** Taken back from what had been transferred to the provider. */
  Reversed: z.number(),
  Status: orderPayoutStatusSchema,
});
export type OrderPayout = z.infer<typeof orderPayoutSchema>;
