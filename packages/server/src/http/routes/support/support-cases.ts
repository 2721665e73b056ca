// POST /loadsupportcases and /newsupportcase, for customers and (under /provider) providers.
import {
  loadSupportCasesInputSchema,
  type NewSupportCaseResponse,
  newSupportCaseInputSchema,
  newSupportCaseResponseSchema,
  type SupportCasesResponse,
  supportCasesResponseSchema,
} from '@callout/contracts/support';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { listOwnCases } from '../../../domain/support/case-store';
import { createCase } from '../../../domain/support/create-case';
import { idempotencyKeyOf, replayedHeader } from '../../../domain/support/idempotency';
import { supportMessages } from '../../../domain/support/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from '../accounts/account-prefix';

export function registerSupportCaseRoutes(api: FastifyInstance, { db, live, rateLimits }: Services): void {
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
        const { value, before } = inputOf(request).body;
        const page = await listOwnCases(db, account.id, { search: value, before });
        return { success: true, message: supportMessages.casesLoaded, data: page.rows, Next: page.next };
      },
    );

    api.post(
      `${prefix}/newsupportcase`,
      documented({
        summary: 'Open a support case (Idempotency-Key honoured)',
        access: role,
        body: newSupportCaseInputSchema,
        response: newSupportCaseResponseSchema,
        status: 201,
        errors: [429],
      }),
      async (request, reply): Promise<NewSupportCaseResponse> => {
        const account = await requireAccount(db, request, role);
        const key = idempotencyKeyOf(request);
        const input = inputOf(request).body;
        const outcome = await createCase(db, rateLimits, account.id, input, key);
        if (outcome.replayed) reply.header(replayedHeader, 'true');
        // A new case joins the operators' queue (and the owner's other devices' lists) at once.
        else await live.supportCase(outcome.id, 'NEW');
        reply.status(201);
        return { success: true, message: supportMessages.caseCreated, data: { CaseID: outcome.id } };
      },
    );
  }
}
