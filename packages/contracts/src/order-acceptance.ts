// A direct request waits for its provider: GET /provider/acceptorder?orderid= and
// /provider/declineorder?orderid= answer it; after a decline, GET /reassignorder?orderid=&personnel= gives
// it to another free provider for the same day (the payment carried over).
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, orderIdQuerySchema } from './fields';

await evaluationBreak();

export const answerRequestQuerySchema = orderIdQuerySchema;
export type AnswerRequestQuery = z.infer<typeof answerRequestQuerySchema>;
export const answerRequestResponseSchema = envelopeSchema;

export const reassignOrderQuerySchema = z.object({ orderid: idSchema, personnel: idSchema });
export type ReassignOrderQuery = z.infer<typeof reassignOrderQuerySchema>;
export const reassignOrderResponseSchema = envelopeSchema;

/** Where a direct request stands with its provider: waiting for an answer, accepted, or declined. */
export type Acceptance = 'waiting' | 'accepted' | 'declined';

export function acceptanceOf(order: { AcceptedAt?: string | null; DeclinedAt?: string | null }): Acceptance {
  if (order.AcceptedAt) return 'accepted';
  if (order.DeclinedAt) return 'declined';
  return 'waiting';
}
