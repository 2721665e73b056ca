// The operators' side of credentials: the kinds (GET/POST /ops/credential-kinds, and
// POST /ops/credential-kinds/:kindId to change one), which categories or
// products require which (GET/POST /ops/credential-requirements, POST …/:requirementId/delete), and the
// queue of credentials to check beside their documents (GET /ops/credentials, POST …/:credentialId/review).

import {
  credentialKindInputSchema,
  credentialKindsResponseSchema,
  credentialParamsSchema,
  credentialRequirementInputSchema,
  credentialRequirementsResponseSchema,
  credentialReviewInputSchema,
  kindParamsSchema,
  opsCredentialsQuerySchema,
  opsCredentialsResponseSchema,
  requirementParamsSchema,
} from '@callout/contracts/credentials';
import type { Envelope } from '@callout/contracts/envelope';
import { envelopeSchema } from '@callout/contracts/envelope';
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  addKind,
  addRequirement,
  changeKind,
  listKinds,
  listRequirements,
  removeRequirement,
} from '../../../domain/provider/credentials/credential-kinds';
import { credentialServerMessages as words } from '../../../domain/provider/credentials/messages';
import {
  listCredentialQueue,
  reviewCredential,
} from '../../../domain/provider/credentials/provider-credentials';
import { requireOperator } from '../../../domain/support/operators';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';

export function registerOpsCredentialRoutes(
  api: FastifyInstance,
  { db, env, clock, siteLinks }: Services,
): void {
  api.get(
    '/ops/credential-kinds',
    documented({ summary: 'Credential kinds', access: 'operator', response: credentialKindsResponseSchema }),
    async (request): Promise<z.infer<typeof credentialKindsResponseSchema>> => {
      await requireOperator(db, request);
      return { success: true, message: words.kindsListed, data: await listKinds(db) };
    },
  );

  api.post(
    '/ops/credential-kinds',
    documented({
      summary: 'Define a credential kind',
      access: 'operator',
      body: credentialKindInputSchema,
      response: credentialKindsResponseSchema,
      status: 201,
      errors: [409],
    }),
    async (request, reply): Promise<z.infer<typeof credentialKindsResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const kind = await addKind(db, operator.id, inputOf(request).body);
      reply.status(201);
      return { success: true, message: words.kindAdded, data: [kind] };
    },
  );

  api.post(
    '/ops/credential-kinds/:kindId',
    documented({
      summary: 'Change a credential kind (name, issuing body, number, expiry, register)',
      access: 'operator',
      params: kindParamsSchema,
      body: credentialKindInputSchema,
      response: credentialKindsResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<z.infer<typeof credentialKindsResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const { kindId } = inputOf(request).params;
      const input = inputOf(request).body;
      const kind = await changeKind(db, operator.id, kindId, input);
      return { success: true, message: words.kindChanged, data: [kind] };
    },
  );

  api.get(
    '/ops/credential-requirements',
    documented({
      summary: 'Which categories and products require which credentials',
      access: 'operator',
      response: credentialRequirementsResponseSchema,
    }),
    async (request): Promise<z.infer<typeof credentialRequirementsResponseSchema>> => {
      await requireOperator(db, request);
      return { success: true, message: words.requirementsListed, data: await listRequirements(db) };
    },
  );

  api.post(
    '/ops/credential-requirements',
    documented({
      summary: 'Require credentials for a category, a product or every product',
      access: 'operator',
      body: credentialRequirementInputSchema,
      response: envelopeSchema,
      status: 201,
      errors: [404],
    }),
    async (request, reply): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      await addRequirement(db, operator.id, inputOf(request).body);
      reply.status(201);
      return { success: true, message: words.requirementAdded };
    },
  );

  api.post(
    '/ops/credential-requirements/:requirementId/delete',
    documented({
      summary: 'Remove a requirement',
      access: 'operator',
      params: requirementParamsSchema,
      response: envelopeSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { requirementId } = inputOf(request).params;
      await removeRequirement(db, operator.id, requirementId);
      return { success: true, message: words.requirementRemoved };
    },
  );

  api.get(
    '/ops/credentials',
    documented({
      summary: 'Credentials to check, beside their documents',
      access: 'operator',
      query: opsCredentialsQuerySchema,
      response: opsCredentialsResponseSchema,
    }),
    async (request, reply): Promise<z.infer<typeof opsCredentialsResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const { status } = inputOf(request).query;
      const data = await listCredentialQueue(db, env, operator.id, status, londonDate(clock.now()));
      await grantMediaAccess(db, env, request, reply);
      return { success: true, message: words.queueListed, data };
    },
  );

  api.post(
    '/ops/credentials/:credentialId/review',
    documented({
      summary: 'Verify or query a credential',
      access: 'operator',
      params: credentialParamsSchema,
      body: credentialReviewInputSchema,
      response: envelopeSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const { credentialId } = inputOf(request).params;
      const input = inputOf(request).body;
      await reviewCredential(db, siteLinks, operator.id, credentialId, input);
      return { success: true, message: words.reviewed(input.status) };
    },
  );
}
