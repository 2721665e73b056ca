// Rescheduling by agreement, for both sides of an order not yet started (customer calls at the root,
// provider calls under /provider):
//  GET  /reschedulecost?orderid=       what proposing a move now would cost the customer, shown before confirming
//  POST /proposereschedule             orderid, date, window: another date and arrival window (Idempotency-Key honoured)
//  POST /answerreschedule              orderid, proposal, answer ACCEPT | DECLINE: the other side answers
//  GET  /reschedules?orderid=          the waiting proposal and the moves made ("moved from … to …")
import { z } from 'zod';
import { windowStartSchema } from './arrival-windows';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, orderIdQuerySchema, scheduledDateSchema } from './fields';

await evaluationBreak();

export const rescheduleMessages = {
  answer: 'Choose Accept or Decline.',
  proposal: 'The proposal is missing.',
} as const;

export const rescheduleCostQuerySchema = orderIdQuerySchema;
export type RescheduleCostQuery = z.infer<typeof rescheduleCostQuerySchema>;
export const rescheduleCostSchema = z.object({
  /** What the customer pays for the move, in the order's currency; 0 when it is free. */
  Cost: z.number().nonnegative(),
  Currency: z.string(),
  /** Why it costs what it costs, in words for the one proposing. */
  Reason: z.string(),
});
export type RescheduleCost = z.infer<typeof rescheduleCostSchema>;
export const rescheduleCostResponseSchema = envelopeSchema.extend({ data: rescheduleCostSchema.optional() });
export type RescheduleCostResponse = z.infer<typeof rescheduleCostResponseSchema>;

export const proposeRescheduleInputSchema = z.object({
  orderid: idSchema,
  date: scheduledDateSchema,
  /** The new arrival window's start (HH:MM, London), one of GET /arrivalwindows for that date. */
  window: windowStartSchema,
});
export type ProposeRescheduleInput = z.infer<typeof proposeRescheduleInputSchema>;

export const rescheduleAnswerSchema = z.enum(['ACCEPT', 'DECLINE'], { error: rescheduleMessages.answer });
export type RescheduleAnswer = z.infer<typeof rescheduleAnswerSchema>;
export const answerRescheduleInputSchema = z.object({
  orderid: idSchema,
  proposal: z
    .string({ error: rescheduleMessages.proposal })
    .trim()
    .regex(/^\d{1,18}$/, rescheduleMessages.proposal),
  answer: rescheduleAnswerSchema,
});
export type AnswerRescheduleInput = z.infer<typeof answerRescheduleInputSchema>;

/** A date with its arrival window; Start and End null: any time that day. */
export const bookedTimeSchema = z.object({
  Date: z.string(),
  Start: z.string().nullable(),
  End: z.string().nullable(),
});
export type BookedTime = z.infer<typeof bookedTimeSchema>;

export const rescheduleSchema = z.object({
  ID: z.string(),
  /** Who proposed it. */
  By: z.enum(['customer', 'provider']),
  From: bookedTimeSchema,
  To: bookedTimeSchema,
  /** What the customer pays for the move; 0 when free. */
  Charge: z.number().nonnegative(),
  Status: z.enum(['PENDING', 'ACCEPTED', 'DECLINED']),
  /** When it was proposed, ISO 8601 UTC. */
  Proposed: z.string(),
  /** When it was answered; null while it waits. */
  Answered: z.string().nullable(),
});
export type Reschedule = z.infer<typeof rescheduleSchema>;

export const proposeRescheduleResponseSchema = envelopeSchema.extend({ data: rescheduleSchema.optional() });
export type ProposeRescheduleResponse = z.infer<typeof proposeRescheduleResponseSchema>;
export const answerRescheduleResponseSchema = proposeRescheduleResponseSchema;
export type AnswerRescheduleResponse = ProposeRescheduleResponse;

export const reschedulesQuerySchema = orderIdQuerySchema;
export const reschedulesSchema = z.object({
  /** The proposal waiting for an answer, if any. */
  Pending: rescheduleSchema.nullable(),
  /** The accepted moves, oldest first. */
  Moves: z.array(rescheduleSchema),
  /** The currency of the charges. */
  Currency: z.string(),
});
export type Reschedules = z.infer<typeof reschedulesSchema>;
export const reschedulesResponseSchema = envelopeSchema.extend({ data: reschedulesSchema.optional() });
export type ReschedulesResponse = z.infer<typeof reschedulesResponseSchema>;
