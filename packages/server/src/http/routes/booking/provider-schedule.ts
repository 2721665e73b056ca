// Manage Schedule for the signed-in provider: GET /provider/getschedule and POST /provider/updateschedule.
// A refusal's message follows the client's 'Failed to update schedule: ' prefix. The update
// honours the optional Idempotency-Key the offline outbox sends: a repeat answers like the first, with
// Idempotent-Replayed: true, and changes nothing.
import type { Envelope } from '@callout/contracts/envelope';
import {
  type GetScheduleResponse,
  getScheduleResponseSchema,
  type UpdateScheduleInput,
  updateScheduleInputSchema,
  updateScheduleResponseSchema,
} from '@callout/contracts/provider-schedule';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { readSchedule } from '../../../domain/booking/schedule/schedule-store';
import { updateScheduleOnce } from '../../../domain/booking/schedule/update-schedule-once';
// The key is read as for reviews: the same header, the same rule and the same refusal.
import { idempotencyKeyOf, replayedHeader } from '../../../domain/catalogue/reviews/idempotency-key';
import { providerMessages } from '../../../domain/provider/messages';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';

/** The contract's own rule (both dates for SCHEDULED) keeps its message; anything else is named plainly. */
function parseSchedule(body: unknown): UpdateScheduleInput {
  const parsed = updateScheduleInputSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message =
    issue?.code === 'custom'
      ? issue.message
      : issue?.path[0] === 'status'
        ? providerMessages.scheduleStatus
        : providerMessages.scheduleDate;
  throw new ApiError(400, message);
}

export function registerProviderScheduleRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/provider/getschedule',
    documented({
      summary: "The provider's availability",
      access: 'provider',
      response: getScheduleResponseSchema,
    }),
    async (request): Promise<GetScheduleResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      return {
        success: true,
        message: providerMessages.scheduleLoaded,
        data: [await readSchedule(db, provider.id)],
      };
    },
  );

  api.post(
    '/provider/updateschedule',
    documented({
      summary: 'Change the availability (Idempotency-Key honoured)',
      access: 'provider',
      body: updateScheduleInputSchema,
      response: updateScheduleResponseSchema,
      errors: [422],
    }),
    async (request, reply): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      const key = idempotencyKeyOf(request);
      const outcome = await updateScheduleOnce(db, provider.id, parseSchedule(request.body), key);
      if (outcome.replayed) reply.header(replayedHeader, 'true');
      return { success: true, message: providerMessages.scheduleUpdated };
    },
  );
}
