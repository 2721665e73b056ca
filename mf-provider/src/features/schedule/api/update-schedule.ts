// POST /provider/updateschedule (status, starts, ends as YYYY-MM-DD): dates only matter for SCHEDULED.
// It goes through the offline outbox with an Idempotency-Key: offline (or with no answer) the change waits
// there and is sent once, in order, when the connection returns; the server applies each key once.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type UpdateScheduleInput,
  updateScheduleInputSchema,
  updateScheduleResponseSchema,
} from '@callout/contracts/provider-schedule';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';
import { idempotencyKeyHeader, newIdempotencyKey } from '@callout/offline/idempotency';
import { discardOutboxItem } from '@callout/offline/outbox-items';
import { outboxFetch, queuedHeader } from '@callout/offline/send-or-queue';
import { HTTPError } from 'ky';

export { updateScheduleInputSchema };

/** The outbox scope of schedule changes: one queue per account (the outbox lists each account's own). */
export const scheduleScope = 'schedule';

export type ScheduleUpdate =
  /** The server applied it; `message` is its answer. */
  | { state: 'sent'; message: string }
  /** Offline, or the server did not answer: it waits in the outbox as 'waiting to send'. */
  | { state: 'queued' };

/** Throws ServerRefusal with the server's reason when it refuses the change. */
export async function updateSchedule(input: UpdateScheduleInput): Promise<ScheduleUpdate> {
  const parsed = updateScheduleInputSchema.parse(input);
  const body = formBody({
    status: parsed.status,
    // Dates are sent only with SCHEDULED, so a stale range cannot linger on an ACTIVE schedule.
    starts: parsed.status === 'SCHEDULED' ? parsed.starts : undefined,
    ends: parsed.status === 'SCHEDULED' ? parsed.ends : undefined,
  });
  const key = newIdempotencyKey();
  const response = await api
    .post('provider/updateschedule', {
      body,
      headers: { [idempotencyKeyHeader]: key },
      fetch: outboxFetch(scheduleScope),
    })
    .catch((error: unknown) => {
      if (error instanceof HTTPError) return error.response;
      throw error;
    });
  if (response.headers.get(queuedHeader)) return { state: 'queued' };
  try {
    const reply = await parseJson(
      updateScheduleResponseSchema,
      Promise.resolve(response),
      '/provider/updateschedule',
    );
    return { state: 'sent', message: requireSuccess(reply).message };
  } catch (error) {
    // Refused while the provider is looking: they are told at once, so no failed copy stays in the outbox.
    await discardOutboxItem(key);
    throw error;
  }
}
