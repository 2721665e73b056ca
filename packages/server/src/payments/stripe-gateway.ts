// The Stripe adapter: PaymentIntents with capture_method=manual (the card is authorised when the customer
// pays and captured after the job), an idempotency key on every call that changes money, and webhook
// signature checks. Card details go from the browser to Stripe (Stripe.js) and never reach our server.
import Stripe from 'stripe';
import { GatewayError, type GatewayIntent, type PaymentGateway } from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  /** Another API address (stripe-mock, a test stand-in); Stripe's own when absent. */
  apiUrl?: string | undefined;
}

export interface StripeGateway extends PaymentGateway {
  /** Verifies a webhook's signature and returns the PaymentIntent it is about, if any. */
  intentFromWebhook(rawBody: Buffer, signature: string, secret: string): GatewayIntent | null;
}

export function endpoint(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export const intentFromStripe = (intent: Stripe.PaymentIntent): GatewayIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountMinor: intent.amount,
  amountCapturedMinor: intent.amount_received,
  currency: intent.currency,
  lastError: intent.last_payment_error?.message ?? null,
});

/** Network trouble and Stripe's own outages are worth a retry; anything else is a refusal. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const unreachable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError;
      throw new GatewayError(error.message, unreachable);
    }
    throw error;
  }
}

export function createStripeGateway(options: StripeGatewayOptions): StripeGateway {
  const stripe = new Stripe(options.secretKey, {
    ...endpoint(options.apiUrl),
    // Retries reuse our idempotency key, so a retried create or capture never doubles.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Callout' },
  });

  return {
    kind: 'stripe',
    publicKey: options.publishableKey,

    createIntent: (input) =>
      call(async () =>
        intentFromStripe(
          await stripe.paymentIntents.create(
            {
              amount: input.amountMinor,
              currency: input.currency.toLowerCase(),
              capture_method: 'manual',
              payment_method_types: ['card'],
              description: input.description,
              metadata: { order_id: input.orderId, customer_id: input.customerId },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    retrieveIntent: (intentId) =>
      call(async () => intentFromStripe(await stripe.paymentIntents.retrieve(intentId))),

    captureIntent: (intentId, idempotencyKey) =>
      call(async () =>
        intentFromStripe(await stripe.paymentIntents.capture(intentId, {}, { idempotencyKey })),
      ),

    cancelIntent: (intentId, idempotencyKey) =>
      call(async () =>
        intentFromStripe(await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey })),
      ),

    refund: (intentId, amountMinor, idempotencyKey) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountMinor },
          { idempotencyKey },
        );
        return { amountMinor: refund.amount };
      }),

    intentFromWebhook(rawBody, signature, secret) {
      // Throws StripeSignatureVerificationError when the body was not signed with our secret.
      const event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      return event.type.startsWith('payment_intent.')
        ? intentFromStripe(event.data.object as Stripe.PaymentIntent)
        : null;
    },
  };
}
