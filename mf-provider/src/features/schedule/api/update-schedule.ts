// POST /provider/updateschedule (status, starts, ends as YYYY-MM-DD): dates only matter for SCHEDULED.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import {
  type UpdateScheduleInput,
  updateScheduleInputSchema,
  updateScheduleResponseSchema,
} from '@callout/contracts/provider-schedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export { updateScheduleInputSchema };

export async function updateSchedule(input: UpdateScheduleInput): Promise<Envelope> {
  const parsed = updateScheduleInputSchema.parse(input);
  const body = formBody({
    status: parsed.status,
    // Dates are sent only with SCHEDULED, so a stale range cannot linger on an ACTIVE schedule.
    starts: parsed.status === 'SCHEDULED' ? parsed.starts : undefined,
    ends: parsed.status === 'SCHEDULED' ? parsed.ends : undefined,
  });
  return requireSuccess(
    await parseJson(
      updateScheduleResponseSchema,
      api.post('provider/updateschedule', { body }),
      '/provider/updateschedule',
    ),
  );
}
