// The provider's earnings: each payout of a completed order, newest first, as
// GET /provider/payouts answers it. Amounts are in the currency's main unit, like every price of the API.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { invalidIdMessage, optionalField } from './fields';

await evaluationBreak();

/** PENDING: owed, not sent yet; PAID: sent; FAILED: the transfer or the bank payout failed; REVERSED: taken back. */
export const payoutStatusSchema = z.enum(['PENDING', 'PAID', 'FAILED', 'REVERSED']);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/** How the payout was scheduled when it was recorded: after the job (INSTANT) or in the weekly batch. */
export const payoutTimingSchema = z.enum(['INSTANT', 'WEEKLY']);
export type PayoutTiming = z.infer<typeof payoutTimingSchema>;

const amount = z.number().nonnegative();
const isoInstant = z.iso.datetime();

export const providerPayoutSchema = z.object({
  OrderID: z.string(),
  /** The service the order was for. */
  Name: z.string(),
  /** What the payout was split from: the customer's payment less refunds made before it was recorded. */
  Gross: amount,
  /** The platform's fee, less its share of later refunds. */
  Fee: amount,
  /** What the provider gets now: their share, less its part of later refunds. */
  Net: amount,
  /** Refunds to the customer made after the payout was recorded (Gross = Refunded + Fee + Net). */
  Refunded: amount,
  /** ISO 4217, upper case. */
  Currency: z.string(),
  Status: payoutStatusSchema,
  Schedule: payoutTimingSchema,
  /** When the job's money was settled and the payout recorded (UTC). */
  EarnedAt: isoInstant,
  /** When it was sent to the provider (UTC); null until then. */
  PaidAt: isoInstant.nullable(),
  /**
   * Why a payout that is due waits instead of being sent: 'seller-details' while the provider's details for
   * HMRC are missing after the reminders (they give them at /provider/taxdetails). Absent otherwise.
   */
  HeldReason: z.string().nullable().optional(),
});
export type ProviderPayout = z.infer<typeof providerPayoutSchema>;

/** A page of the earnings list. */
export const payoutsPageSize = 50;

/**
 * A keyset cursor of the earnings list: when the page's last payout was recorded, in microseconds since 1970,
 * `~`, the payout's number (many can be recorded in one moment).
 */
export const payoutCursorSchema = z.string().regex(/^\d{1,17}~\d{1,18}$/, invalidIdMessage);

// GET /provider/payouts?before=: newest first, a page at a time; `before` (the `Next` of a page) asks for the
// page after it.
export const providerPayoutsQuerySchema = z.object({ before: optionalField(payoutCursorSchema) });
export type ProviderPayoutsQuery = z.input<typeof providerPayoutsQuerySchema>;

/** One London month's net earnings: YYYY-MM, and the net per currency, GBP first, then by code. */
export const payoutMonthTotalSchema = z.object({
  Month: z.string().regex(/^\d{4}-\d{2}$/),
  Net: z.array(z.object({ Currency: z.string(), Amount: z.number() })),
});
export type PayoutMonthTotal = z.infer<typeof payoutMonthTotalSchema>;

/**
 * This month's and last month's net earnings (London months) over every payout, not only the page's: a
 * payout counts in the month it was earned, sent yet or not; a reversed one counts in neither.
 */
export const payoutTotalsSchema = z.object({
  ThisMonth: payoutMonthTotalSchema,
  LastMonth: payoutMonthTotalSchema,
});
export type PayoutTotals = z.infer<typeof payoutTotalsSchema>;

/**
 * GET /provider/payouts: a page of payouts, newest first. `Next` is the `before` of the next page, null on
 * the last; `Totals` comes with the first page (no `before`) only. An older client reads `data` alone and
 * gets the first page.
 */
export const providerPayoutsResponseSchema = envelopeSchema.extend({
  data: z.array(providerPayoutSchema).optional(),
  Next: z.string().nullable().optional(),
  Totals: payoutTotalsSchema.optional(),
});
export type ProviderPayoutsResponse = z.infer<typeof providerPayoutsResponseSchema>;
