// POST /api/module-health: the shell reports a module that failed to load or threw, with its version, so
// each version's health is counted (and a failing canary rolled back). Anyone may report, a few times a
// minute per address; the report carries no account, address or text.
import { moduleHealthReportSchema } from '@callout/contracts/module-releases';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientNetwork } from '../../../domain/accounts/auth/client-network';
import { rateRules } from '../../../domain/accounts/auth/rate-limit';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

/** A report is three short fields. */
export const moduleHealthBodyLimit = 1024;

export function registerModuleHealthRoutes(
  api: FastifyInstance,
  { db, env, moduleHealth, rateLimits }: Services,
): void {
  api.post(
    '/module-health',
    {
      bodyLimit: moduleHealthBodyLimit,
      ...documented({
        summary: "Report a module's load failure or an error it threw, with its version (the shell sends it)",
        access: 'public',
        body: moduleHealthReportSchema,
        response: z.object({ success: z.literal(true) }),
        status: 202,
        errors: [413, 429],
      }),
    },
    async (request, reply) => {
      const report = inputOf(request).body;
      await rateLimits.countAttempt(db, [[rateRules.moduleHealthPerIp, clientNetwork(request, env)]]);
      // A version the store does not hold is not counted, and the answer is the same.
      await moduleHealth.countProblem(report);
      reply.status(202);
      return { success: true as const };
    },
  );
}
