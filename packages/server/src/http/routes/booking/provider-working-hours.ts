// Working hours for the signed-in provider: GET and POST /provider/workinghours. They sit beside the
// ACTIVE/INACTIVE/SCHEDULED status of /provider/getschedule, which keeps saying whether they are bookable.
import type { Envelope } from '@callout/contracts/envelope';
import {
  type GetWorkingHoursResponse,
  getWorkingHoursResponseSchema,
  updateWorkingHoursInputSchema,
  updateWorkingHoursResponseSchema,
} from '@callout/contracts/working-hours';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import {
  readWorkingRules,
  saveWorkingRules,
  workingHoursView,
} from '../../../domain/booking/schedule/working-hours-store';
import { windowMessages } from '../../../domain/booking/window-messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerProviderWorkingHoursRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/provider/workinghours',
    documented({
      summary: "The provider's working hours, days off and notice",
      access: 'provider',
      response: getWorkingHoursResponseSchema,
    }),
    async (request): Promise<GetWorkingHoursResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const rules = await readWorkingRules(db, provider.id);
      return { success: true, message: windowMessages.workingHoursLoaded, data: workingHoursView(rules) };
    },
  );

  api.post(
    '/provider/workinghours',
    documented({
      summary: 'Set the working hours (a field a weekday), days off and notice, replacing the week',
      access: 'provider',
      body: updateWorkingHoursInputSchema,
      response: updateWorkingHoursResponseSchema,
    }),
    async (request): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      const input = inputOf(request).body;
      await saveWorkingRules(db, provider.id, input);
      return { success: true, message: windowMessages.workingHoursSaved };
    },
  );
}
