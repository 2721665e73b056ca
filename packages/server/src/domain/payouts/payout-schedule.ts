// How a provider is paid: INSTANT (after each completed job) or WEEKLY (the weekly batch), stored in
// accounts.payout_schedule and applied by orders/payouts.ts when a job's payout is recorded. The contracts
// have no schema for it yet, so the request and answer are defined here (reported to the contracts owner).
import { envelopeSchema } from '@callout/contracts/envelope';
import { z } from 'zod';
import { providerMessages } from '../provider/messages';

export const payoutScheduleSchema = z.enum(['INSTANT', 'WEEKLY'], {
  error: providerMessages.payoutScheduleValue,
});
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

// POST /provider/payoutschedule: value INSTANT or WEEKLY (form-encoded like every other call).
export const payoutScheduleInputSchema = z.object({
  value: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), payoutScheduleSchema),
});
// GET and POST /provider/payoutschedule answer with the current choice.
export const payoutScheduleResponseSchema = envelopeSchema.extend({
  data: z.object({ Schedule: payoutScheduleSchema }).optional(),
});
export type PayoutScheduleResponse = z.infer<typeof payoutScheduleResponseSchema>;
