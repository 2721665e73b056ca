// Payouts for the signed-in provider: GET /provider/payouts (the earnings page), GET and POST
// /provider/payoutschedule (instant or weekly), and the sandbox's onboarding page (/payouts/sandbox-onboarding). The onboarding link itself arrives with
// GET /provider/profile as StripeLink (domain/payouts/payout-status.ts).

import {
  type ProviderPayoutsResponse,
  providerPayoutsQuerySchema,
  providerPayoutsResponseSchema,
} from '@callout/contracts/provider-earnings';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { listProviderPayouts, payoutTotals } from '../../../domain/payouts/payout-list-queries';
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
      summary: "The provider's payouts (earnings), newest first, a page at a time",
      access: 'provider',
      query: providerPayoutsQuerySchema,
      response: providerPayoutsResponseSchema,
    }),
    async (request): Promise<ProviderPayoutsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { before } = inputOf(request).query;
      const { rows: data, next } = await listProviderPayouts(db, provider.id, before);
      return {
        success: true,
        message: data.length ? providerMessages.payoutsLoaded : providerMessages.noPayouts,
        data,
        Next: next,
        // The first page only: the screen shows them above the list, whatever pages follow.
        ...(before ? {} : { Totals: await payoutTotals(db, provider.id) }),
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
