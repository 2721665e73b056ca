// Card payment calls: GET /paymentintent, GET /confirmpayment and Stripe's webhook
// POST /payments/stripe-webhook, which needs the raw body to check Stripe's signature. The webhook takes the
// platform's events and, signed with the Connect endpoint's own secret when it has one, connected accounts'.
import {
  confirmPaymentQuerySchema,
  confirmPaymentResponseSchema,
  type PaymentIntentResponse,
  paymentIntentQuerySchema,
  paymentIntentResponseSchema,
} from '@callout/contracts/booking';
import { type Envelope, envelopeSchema } from '@callout/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAccount } from '../../../domain/accounts/auth/sessions';
import { customerOrder } from '../../../domain/orders/order-access';
import { cancelRightOf, recordStartRequest } from '../../../domain/orders/right-to-cancel-store';
import { GatewayError } from '../../../domain/payments/gateway';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { paymentMessages } from '../../../domain/payments/messages';
import { confirmPayment } from '../../../domain/payments/payment-confirmation';
import { preparePayment } from '../../../domain/payments/payment-intents';
import { applyStripeEvent } from '../../../domain/payments/stripe-events';
import { payoutRailFor } from '../../../domain/payouts/payout-rail-for';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { webhookBodyLimit } from '../../request-limits';
import { inputOf } from '../../route-input';

/** A gateway failure becomes a 502 (try again) or 409 (refused) with words for the customer; we log why. */
async function viaGateway<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    request.log.warn({ reason: error.message }, 'payment gateway call failed');
    throw new ApiError(
      error.unreachable ? 502 : 409,
      error.unreachable ? paymentMessages.gatewayUnreachable : paymentMessages.gatewayRefused,
    );
  }
}

export function registerPaymentRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, siteLinks } = services;
  const { gateway, stripe } = gatewaysFor(services);

  api.get(
    '/paymentintent',
    documented({
      summary: 'Prepare the card payment of an order',
      access: 'user',
      query: paymentIntentQuerySchema,
      response: paymentIntentResponseSchema,
      errors: [404, 409, 502],
    }),
    async (request): Promise<PaymentIntentResponse> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid } = inputOf(request).query;
      const answer = await viaGateway(request, () =>
        preparePayment(db, siteLinks, gateway, customer, orderid),
      );
      if (!answer.data) return answer;
      // Before paying the customer is told of the 14-day right to cancel (and asked, when it applies).
      const right = await cancelRightOf(db, orderid);
      return right ? { ...answer, data: { ...answer.data, CancelRight: right } } : answer;
    },
  );

  api.get(
    '/confirmpayment',
    documented({
      summary: 'Confirm the card payment of an order',
      access: 'user',
      query: confirmPaymentQuerySchema,
      response: confirmPaymentResponseSchema,
      errors: [402, 404, 409, 502],
    }),
    async (request): Promise<Envelope> => {
      const customer = await requireAccount(db, request, 'user');
      const { orderid, startnow } = inputOf(request).query;
      // The express request is made before paying, so it is kept first: the confirmation mail, sent once
      // the payment is secured, then tells it.
      if (startnow) await recordStartRequest(db, (await customerOrder(db, customer, orderid)).id);
      const answer = await viaGateway(request, () =>
        confirmPayment(db, siteLinks, gateway, customer, orderid),
      );
      await services.live.order(orderid);
      return answer;
    },
  );

  // Stripe tells us about payments made or cancelled outside our calls (a closed tab after paying).
  void api.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/stripe-webhook',
      {
        bodyLimit: webhookBodyLimit,
        ...documented({
          summary: "Stripe's payment, transfer, payout and account events (signed; off without Stripe keys)",
          access: 'public',
          body: z.looseObject({}),
          bodyType: 'json',
          response: envelopeSchema,
          errors: [404, 502],
        }),
      },
      async (request): Promise<Envelope> => {
        const secrets = [env.STRIPE_WEBHOOK_SECRET, env.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
          (secret): secret is string => Boolean(secret),
        );
        if (!stripe || secrets.length === 0) throw new ApiError(404, paymentMessages.webhookOff);
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new ApiError(400, paymentMessages.webhookSignature);
        }
        let event: ReturnType<typeof stripe.eventFromWebhook>;
        try {
          event = stripe.eventFromWebhook(request.body, signature, secrets);
        } catch {
          throw new ApiError(400, paymentMessages.webhookSignature);
        }
        // A gateway outage while applying it answers 502, so Stripe sends the event again later.
        await viaGateway(request, () =>
          applyStripeEvent(db, siteLinks, stripe, payoutRailFor(services), event),
        );
        return { success: true, message: paymentMessages.webhookReceived };
      },
    );
  });
}
