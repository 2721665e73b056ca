// How the provider is paid: INSTANT (after each completed job) or WEEKLY. The contracts package has no
// schema for /provider/payoutschedule yet, so this mirrors the server's (payouts/payout-schedule.ts);
// reported to the contracts owner so both can share one.
import { envelopeSchema } from '@callout/contracts/envelope';
import { z } from 'zod';

export const payoutScheduleSchema = z.enum(['INSTANT', 'WEEKLY']);
export type PayoutSchedule = z.infer<typeof payoutScheduleSchema>;

export const payoutScheduleInputSchema = z.object({ value: payoutScheduleSchema });
export type PayoutScheduleInput = z.infer<typeof payoutScheduleInputSchema>;

export const payoutScheduleResponseSchema = envelopeSchema.extend({
  data: z.object({ Schedule: payoutScheduleSchema }).optional(),
});
