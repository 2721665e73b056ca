// POST /provider/payoutschedule (value INSTANT or WEEKLY): changes how the provider is paid.
import { formBody, parseJson } from '@callout/api-client/client';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import {
  type PayoutScheduleInput,
  payoutScheduleInputSchema,
  payoutScheduleResponseSchema,
} from './payout-schedule-schema';

export async function setPayoutSchedule(input: PayoutScheduleInput) {
  const body = formBody(payoutScheduleInputSchema.parse(input));
  return requireSuccess(
    await parseJson(
      payoutScheduleResponseSchema,
      api.post('provider/payoutschedule', { body }),
      '/provider/payoutschedule',
    ),
  );
}
