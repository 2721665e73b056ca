// The Stripe adapter: PaymentIntents with capture_method=manual (the card is authorised when the customer
// pays and captured after the job), transfers to providers' Connect accounts from the order's charge, an
// idempotency key on every call that changes money, and webhook signature checks. Card details go from the
// browser to Stripe (Stripe.js) and never reach our server.
import Stripe from 'stripe';
import {
  GatewayError,
  type GatewayIntent,
  type GatewayTransfer,
  type PaymentCard,
  type PaymentGateway,
} from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  /** Another API address (stripe-mock, a test stand-in); Stripe's own when absent. */
  apiUrl?: string | undefined;
  /** PLATFORM_FEE_PERCENT in hundredths of a percent. */
  feeBasisPoints?: number;
}

export interface StripeGateway extends PaymentGateway {
  /**
   * Verifies a webhook's signature against each secret (the platform's endpoint and, when it has its own,
   * the Connect endpoint's) and returns the event; throws when none signed it.
   */
  eventFromWebhook(rawBody: Buffer, signature: string, secrets: readonly string[]): Stripe.Event;
  /** The transfers whose money a connected account's bank payout carried (to find them when it failed). */
  transfersInPayout(accountRef: string, payoutId: string): Promise<string[]>;
}

export function endpoint(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export const intentFromStripe = (intent: Stripe.PaymentIntent): GatewayIntent => {
  const charge = intent.latest_charge;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amountMinor: intent.amount,
    amountCapturedMinor: intent.amount_received,
    currency: intent.currency,
    lastError: intent.last_payment_error?.message ?? null,
    chargeId: typeof charge === 'string' ? charge : (charge?.id ?? null),
    amountRefundedMinor: typeof charge === 'object' && charge ? charge.amount_refunded : null,
    card: cardOf(charge),
  };
};

/** The card of an expanded charge, as Stripe reports it (unknown while the charge is only an id). */
function cardOf(charge: Stripe.PaymentIntent['latest_charge']): PaymentCard | null {
  const card = typeof charge === 'object' && charge ? charge.payment_method_details?.card : null;
  return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
}

const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? '');

export const transferFromStripe = (transfer: Stripe.Transfer): GatewayTransfer => ({
  id: transfer.id,
  amountMinor: transfer.amount,
  amountReversedMinor: transfer.amount_reversed,
  currency: transfer.currency,
  destination: idOf(transfer.destination),
  payoutId: transfer.metadata?.payout_id ?? null,
  idempotencyKey: transfer.metadata?.idempotency_key ?? null,
});

/** Network trouble and Stripe's own outages are worth a retry; anything else is a refusal. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // A request with the same idempotency key still running elsewhere (409) is worth a retry too.
      const unreachable =
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        error.statusCode === 409;
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

    // With the charge expanded, so the refunded amount is known (payments:reconcile compares it).
    retrieveIntent: (intentId) =>
      call(async () =>
        intentFromStripe(await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })),
      ),

    captureIntent: (intentId, idempotencyKey, amountMinor) =>
      call(async () =>
        intentFromStripe(
          await stripe.paymentIntents.capture(
            intentId,
            amountMinor === undefined ? {} : { amount_to_capture: amountMinor },
            { idempotencyKey },
          ),
        ),
      ),

    cancelIntent: (intentId, idempotencyKey) =>
      call(async () =>
        intentFromStripe(await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey })),
      ),

    refund: (intentId, amountMinor, idempotencyKey) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountMinor, metadata: { idempotency_key: idempotencyKey } },
          { idempotencyKey },
        );
        return { amountMinor: refund.amount };
      }),

    listRefunds: (intentId) =>
      call(async () => {
        const list = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
        return list.data.map((refund) => ({
          amountMinor: refund.amount,
          idempotencyKey: refund.metadata?.idempotency_key ?? null,
        }));
      }),

    feeBasisPoints: options.feeBasisPoints ?? 0,

    createTransfer: (input) =>
      call(async () =>
        transferFromStripe(
          await stripe.transfers.create(
            {
              amount: input.amountMinor,
              currency: input.currency.toLowerCase(),
              destination: input.destination,
              transfer_group: input.orderId,
              ...(input.sourceTransaction ? { source_transaction: input.sourceTransaction } : {}),
              // Kept with the transfer, so one made by a call whose answer was lost is recognised later.
              metadata: { payout_id: String(input.payoutId), idempotency_key: input.idempotencyKey },
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    reverseTransfer: (transferId, amountMinor, idempotencyKey) =>
      call(async () => {
        await stripe.transfers.createReversal(transferId, { amount: amountMinor }, { idempotencyKey });
        return transferFromStripe(await stripe.transfers.retrieve(transferId));
      }),

    listTransfers: (orderId) =>
      call(async () => {
        const list = await stripe.transfers.list({ transfer_group: orderId, limit: 100 });
        return list.data.map(transferFromStripe);
      }),

    eventFromWebhook(rawBody, signature, secrets) {
      let failure: unknown = new Error('No webhook secret is configured.');
      for (const secret of secrets) {
        try {
          return stripe.webhooks.constructEvent(rawBody, signature, secret);
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },

    transfersInPayout: (accountRef, payoutId) =>
      call(async () => {
        // On the connected account, each transfer arrived as a payment whose source_transfer names it.
        const list = await stripe.balanceTransactions.list(
          { payout: payoutId, type: 'payment', expand: ['data.source'], limit: 100 },
          { stripeAccount: accountRef },
        );
        return list.data
          .map((entry) => {
            const source = entry.source as Stripe.Charge | string | null;
            return typeof source === 'object' && source ? idOf(source.source_transfer) : '';
          })
          .filter((id) => id !== '');
      }),
  };
}
