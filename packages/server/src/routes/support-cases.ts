// POST /loadsupportcases and /newsupportcase, for customers and (under /provider) providers.
import type { Envelope } from '@callout/contracts/envelope';
import {
  loadSupportCasesInputSchema,
  newSupportCaseInputSchema,
  newSupportCaseResponseSchema,
  type SupportCasesResponse,
  supportCasesResponseSchema,
} from '@callout/contracts/support';
import type { FastifyInstance } from 'fastify';
import { countAttempt } from '../auth/rate-limit';
import { requireAccount } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { documented } from '../openapi/route-contract';
import type { Services } from '../services';
import { createCase, listOwnCases } from '../support/case-store';
import { supportMessages } from '../support/messages';
import { supportRateRules } from '../support/rate-rules';
import { accountRoles } from './account-prefix';

export function registerSupportCaseRoutes(api: FastifyInstance, { db }: Services): void {
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/loadsupportcases`,
      documented({
        summary: 'Own support cases',
        access: role,
        body: loadSupportCasesInputSchema,
        response: supportCasesResponseSchema,
      }),
      async (request): Promise<SupportCasesResponse> => {
        const account = await requireAccount(db, request, role);
        const { value } = parseInput(loadSupportCasesInputSchema, request.body);
        return {
          success: true,
          message: supportMessages.casesLoaded,
          data: await listOwnCases(db, account.id, value),
        };
      },
    );

    api.post(
      `${prefix}/newsupportcase`,
      documented({
        summary: 'Open a support case',
        access: role,
        body: newSupportCaseInputSchema,
        response: newSupportCaseResponseSchema,
        status: 201,
        errors: [429],
      }),
      async (request, reply): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        const { value } = parseInput(newSupportCaseInputSchema, request.body);
        await countAttempt(db, [[supportRateRules.newCasePerAccount, account.id]]);
        await createCase(db, account.id, value);
        reply.status(201);
        return { success: true, message: supportMessages.caseCreated };
      },
    );
  }
}
