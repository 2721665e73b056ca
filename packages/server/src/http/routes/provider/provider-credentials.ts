// The provider's credentials: GET /provider/credentials (theirs, the kinds, and the products not shown for
// want of one) and POST /provider/credentials (a new or renewed credential with its picture or PDF).
import {
  credentialAddedResponseSchema,
  credentialInputSchema,
  type ProviderCredentialsResponse,
  providerCredentialsResponseSchema,
} from '@callout/contracts/credentials';
import { londonDate } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { listKinds } from '../../../domain/provider/credentials/credential-kinds';
import { credentialServerMessages as words } from '../../../domain/provider/credentials/messages';
import {
  addCredential,
  credentialsOf,
  requirementsFor,
  uncoveredProducts,
} from '../../../domain/provider/credentials/provider-credentials';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';

export function registerProviderCredentialRoutes(api: FastifyInstance, { db, env, clock }: Services): void {
  api.get(
    '/provider/credentials',
    documented({
      summary: "The provider's credentials, the kinds to add, and the services waiting for one",
      access: 'provider',
      response: providerCredentialsResponseSchema,
    }),
    async (request, reply): Promise<ProviderCredentialsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const today = londonDate(clock.now());
      const [credentials, kinds, uncovered, requirements] = await Promise.all([
        credentialsOf(db, env, provider.id, today),
        listKinds(db),
        uncoveredProducts(db, provider.id, today),
        requirementsFor(db, provider.id),
      ]);
      await grantMediaAccess(db, env, request, reply);
      return {
        success: true,
        message: words.listed,
        data: { Credentials: credentials, Kinds: kinds, Uncovered: uncovered, Requirements: requirements },
      };
    },
  );

  api.post(
    '/provider/credentials',
    documented({
      summary: 'Add a credential (or its renewal) for an operator to check',
      access: 'provider',
      body: credentialInputSchema,
      pictures: true,
      response: credentialAddedResponseSchema,
      status: 201,
      errors: [404, 413],
    }),
    async (request, reply): Promise<z.infer<typeof credentialAddedResponseSchema>> => {
      const provider = await requireAccount(db, request, 'provider');
      const input = inputOf(request).body;
      const data = await addCredential(db, env, provider, input, londonDate(clock.now()));
      reply.status(201);
      return { success: true, message: words.added, data };
    },
  );
}
