// GET /cancelcost?orderid= (customer): what cancelling the order costs now (the cancellation
// policy), the same figure the cancel charges. Cost is in the order's currency, 0 when cancelling is free.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { orderIdQuerySchema } from './fields';

await evaluationBreak();

export const cancelCostQuerySchema = orderIdQuerySchema;
export type CancelCostQuery = z.infer<typeof cancelCostQuerySchema>;

export const cancelCostSchema = z.object({
  Cost: z.number().nonnegative(),
  Currency: z.string(),
  /** Why it costs what it costs, in words for the customer. */
  Reason: z.string(),
});
export type CancelCost = z.infer<typeof cancelCostSchema>;

export const cancelCostResponseSchema = envelopeSchema.extend({ data: cancelCostSchema.optional() });
export type CancelCostResponse = z.infer<typeof cancelCostResponseSchema>;
