// Payouts for the signed-in provider: GET /provider/payouts (the earnings page), GET and POST
// /provider/payoutschedule (instant or weekly), and the sandbox's onboarding page (/payouts/sandbox-onboarding). The onboarding link itself arrives with
// GET /provider/profile as StripeLink (domain/payouts/payout-status.ts).

import {
  type ProviderPayoutsResponse,
  providerPayoutsResponseSchema,
} from '@callout/contracts/provider-earnings';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { listProviderPayouts } from '../../../domain/payouts/payout-list-queries';
import {
  type PayoutScheduleResponse,
  payoutScheduleInputSchema,
  payoutScheduleResponseSchema,
} from '../../../domain/payouts/payout-schedule';
import { readPayoutSchedule, savePayoutSchedule } from '../../../domain/payouts/payout-schedule-store';
import { providerMessages } from '../../../domain/provider/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { registerSandboxOnboardingRoutes } from './sandbox-onboarding';

export function registerProviderPayoutRoutes(api: FastifyInstance, services: Services): void {
  const { db } = services;
  registerSandboxOnboardingRoutes(api, services);

  api.get(
    '/provider/payouts',
    documented({
      summary: "The provider's payouts (earnings), newest first",
      access: 'provider',
      response: providerPayoutsResponseSchema,
    }),
    async (request): Promise<ProviderPayoutsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const data = await listProviderPayouts(db, provider.id);
      return {
        success: true,
        message: data.length ? providerMessages.payoutsLoaded : providerMessages.noPayouts,
        data,
      };
    },
  );

  api.get(
    '/provider/payoutschedule',
    documented({
      summary: "The provider's payout schedule",
      access: 'provider',
      response: payoutScheduleResponseSchema,
    }),
    async (request): Promise<PayoutScheduleResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const schedule = await readPayoutSchedule(db, provider.id);
      return { success: true, message: providerMessages.payoutScheduleLoaded, data: { Schedule: schedule } };
    },
  );

  api.post(
    '/provider/payoutschedule',
    documented({
      summary: 'Change the payout schedule',
      access: 'provider',
      body: payoutScheduleInputSchema,
      response: payoutScheduleResponseSchema,
      errors: [409],
    }),
    async (request): Promise<PayoutScheduleResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { value } = inputOf(request).body;
      await savePayoutSchedule(db, provider.id, value);
      return {
        success: true,
        message: providerMessages.payoutScheduleSaved(value),
        data: { Schedule: value },
      };
    },
  );
}
