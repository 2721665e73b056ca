// Manage Schedule for the signed-in provider: GET /provider/getschedule and POST /provider/updateschedule.
// A refusal's message follows the client's 'Failed to update schedule: ' prefix (spec section 8).
import type { Envelope } from '@callout/contracts/envelope';
import {
  type GetScheduleResponse,
  getScheduleResponseSchema,
  type UpdateScheduleInput,
  updateScheduleInputSchema,
  updateScheduleResponseSchema,
} from '@callout/contracts/provider-schedule';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../auth/sessions';
import { ApiError } from '../errors';
import { documented } from '../openapi/route-contract';
import { providerMessages } from '../provider/messages';
import { readSchedule, saveSchedule } from '../schedule/schedule-store';
import type { Services } from '../services';

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
      summary: 'Change the availability',
      access: 'provider',
      body: updateScheduleInputSchema,
      response: updateScheduleResponseSchema,
    }),
    async (request): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      await saveSchedule(db, provider.id, parseSchedule(request.body));
      return { success: true, message: providerMessages.scheduleUpdated };
    },
  );
}
