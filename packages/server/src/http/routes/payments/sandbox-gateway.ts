// POST /sandbox-gateway/confirm: the sandbox's stand-in for Stripe.js confirming a card payment. Exists
// only while no Stripe keys are set; in Stripe mode card details never reach this server.
import { envelopeSchema } from '@callout/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gatewaysFor } from '../../../domain/payments/gateway-for';
import { paymentMessages } from '../../../domain/payments/messages';
import { ApiError } from '../../../errors';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';

export const sandboxConfirmInputSchema = z.object({
  clientSecret: z.string({ error: paymentMessages.sandboxUnknownPayment }).trim().min(1).max(200),
  number: z.string({ error: 'Your card number is incomplete.' }).trim().min(1).max(30),
  expiry: z.string({ error: "Your card's expiration date is incomplete." }).trim().min(1).max(10),
  cvc: z.string({ error: "Your card's security code is incomplete." }).trim().min(1).max(4),
});
/** status is the intent's: requires_capture (secured), succeeded, or requires_payment_method (declined). */
export const sandboxConfirmResponseSchema = envelopeSchema.extend({ data: z.object({ status: z.string() }) });
type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponseSchema>;

export function registerSandboxGatewayRoutes(api: FastifyInstance, services: Services): void {
  const { sandbox } = gatewaysFor(services);

  api.post(
    '/sandbox-gateway/confirm',
    documented({
      summary: 'Pay with a sandbox card (demo mode only)',
      access: 'public',
      body: sandboxConfirmInputSchema,
      response: sandboxConfirmResponseSchema,
      errors: [402, 404, 409],
    }),
    async (request, reply): Promise<SandboxConfirmResponse> => {
      if (!sandbox) throw new ApiError(404, paymentMessages.sandboxOff);
      const input = inputOf(request).body;
      const result = await sandbox.confirmCard(input.clientSecret, {
        number: input.number,
        expiry: input.expiry,
        cvc: input.cvc,
      });
      if (result.status === 'unknown') throw new ApiError(404, paymentMessages.sandboxUnknownPayment);
      if (!result.ok) {
        // 402 like a card decline at Stripe; the intent waits for another card and nothing was charged.
        reply.status(402);
        const message = result.message || paymentMessages.status(result.status);
        return { success: false, message, data: { status: result.status } };
      }
      const message = result.status === 'succeeded' ? paymentMessages.captured : paymentMessages.secured;
      return { success: true, message, data: { status: result.status } };
    },
  );
}
