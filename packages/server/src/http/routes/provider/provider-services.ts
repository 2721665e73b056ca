// Manage Services for the signed-in provider: GET /provider/certrequests (View Requests) and
// POST /provider/newcertrequest (New Requests). The New Requests steps list the catalogue through the
// public GET /categories, POST /specifics and POST /products, which answer a provider's token too.
import type { Envelope } from '@callout/contracts/envelope';
import {
  type CertificationRequestsResponse,
  certificationRequestsQuerySchema,
  certificationRequestsResponseSchema,
  newCertificationRequestInputSchema,
  newCertificationRequestResponseSchema,
} from '@callout/contracts/provider-certification';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import {
  listCertificationRequests,
  requestCertification,
} from '../../../domain/provider/certification/cert-requests';
import { providerMessages } from '../../../domain/provider/messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerProviderServiceRoutes(api: FastifyInstance, { db }: Services): void {
  api.get(
    '/provider/certrequests',
    documented({
      summary: "The provider's service certification requests",
      access: 'provider',
      query: certificationRequestsQuerySchema,
      response: certificationRequestsResponseSchema,
    }),
    async (request): Promise<CertificationRequestsResponse> => {
      const provider = await requireAccount(db, request, 'provider');
      const { search, sort } = inputOf(request).query;
      const data = await listCertificationRequests(db, provider, search, sort);
      return {
        success: true,
        message: data.length ? providerMessages.certLoaded : providerMessages.certEmpty,
        data,
      };
    },
  );

  api.post(
    '/provider/newcertrequest',
    documented({
      summary: 'Ask to offer a service',
      access: 'provider',
      body: newCertificationRequestInputSchema,
      response: newCertificationRequestResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const provider = await requireAccount(db, request, 'provider');
      const { id, price } = inputOf(request).body;
      return { success: true, message: await requestCertification(db, provider, id, price) };
    },
  );
}
