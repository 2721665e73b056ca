// A direct request's answer: GET /provider/acceptorder and /provider/declineorder (the request's provider),
// and GET /reassignorder (the customer, after a decline, to another free provider for the same day).

import type { Envelope } from '@callout/contracts/envelope';
import {
  answerRequestQuerySchema,
  answerRequestResponseSchema,
  reassignOrderQuerySchema,
  reassignOrderResponseSchema,
} from '@callout/contracts/order-acceptance';
import type { FastifyInstance } from 'fastify';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { acceptOrder, declineOrder, reassignOrder } from '../../../domain/orders/acceptance';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export function registerOrderAcceptanceRoutes(api: FastifyInstance, services: Services): void {
  const { db, live, siteLinks } = services;
  const answers = { accept: acceptOrder, decline: declineOrder } as const;

  for (const answer of ['accept', 'decline'] as const) {
    api.get(
      `/provider/${answer}order`,
      documented({
        summary:
          answer === 'accept'
            ? 'Accept a direct request (NEW ORDER becomes SCHEDULED)'
            : 'Decline a direct request: the order leaves the provider and the customer chooses another',
        access: 'provider',
        query: answerRequestQuerySchema,
        response: answerRequestResponseSchema,
        errors: [404, 409],
      }),
      async (request): Promise<Envelope> => {
        const provider = await requireAccount(db, request, 'provider');
        const { orderid } = inputOf(request).query;
        const message = await answers[answer](db, siteLinks, provider, orderid);
        await live.order(orderid);
        return { success: true, message };
      },
    );
  }

  api.get(
    '/reassignorder',
    documented({
      summary: 'Give a declined request to another provider free on its day (a held payment carries over)',
      access: 'user',
      query: reassignOrderQuerySchema,
      response: reassignOrderResponseSchema,
      errors: [404, 409],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, personnel } = inputOf(request).query;
      const message = await reassignOrder(db, siteLinks, customer, orderid, personnel);
      await live.order(orderid);
      return { success: true, message };
    },
  );
}
