// GET /cancelcost?orderid= (customer): what cancelling the order costs now (the cancellation
// policy), the same figure the cancel charges. Cost is in the order's currency, 0 when cancelling is free.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { orderIdQuerySchema } from './fields';

await evaluationBreak();

export const cancelCostQuerySchema = orderIdQuerySchema;
export type CancelCostQuery = z.infer<typeof cancelCostQuerySchema>;

/**
 * Why cancelling costs what it costs: free before the work started, or when the provider cancels; once it
 * started, the time worked (PER HOUR) or the late fee (PER JOB); or free because the work began inside the
 * 14-day right to cancel without the customer's express request (Consumer Contracts Regulations 2013).
 */
export const cancelBases = [
  'not-started',
  'provider-cancels',
  'time-worked',
  'late-fee',
  'no-express-request',
] as const;
export type CancelBasis = (typeof cancelBases)[number];

export const cancelCostSchema = z.object({
  Cost: z.number().nonnegative(),
  Currency: z.string(),
  /** Why it costs what it costs, in words for the customer. */
  Reason: z.string(),
  /** Optional: why, as a code the app words in the customer's language. */
  Basis: z.enum(cancelBases).optional(),
  /** Optional: cancelling now is inside the 14-day right to cancel (false for an exempt product). */
  WithinRight: z.boolean().optional(),
  /** Optional: the express request to start inside the 14 days was made before the work began. */
  StartRequested: z.boolean().optional(),
  /** Optional: PER HOUR, the quarters of an hour worked and billed. */
  Quarters: z.number().int().positive().optional(),
  /** Optional: what the card has paid or holds for the order now. */
  Paid: z.number().nonnegative().optional(),
  /** Optional: of `Paid`, what goes back to the card (released or refunded) when cancelling now. */
  Refund: z.number().nonnegative().optional(),
});
export type CancelCost = z.infer<typeof cancelCostSchema>;

export const cancelCostResponseSchema = envelopeSchema.extend({ data: cancelCostSchema.optional() });
export type CancelCostResponse = z.infer<typeof cancelCostResponseSchema>;
