// The card payment gateway as the rest of the server sees it: PaymentIntents with manual capture, so
// the card is authorised when the customer pays (funds secured) and charged when the job is done.
// Two adapters: the built-in sandbox (sandbox-gateway.ts) and Stripe (stripe-gateway.ts).

export type GatewayKind = 'sandbox' | 'stripe';

export interface GatewayIntent {
  id: string;
  clientSecret: string;
  /** Stripe's vocabulary: requires_payment_method, requires_action, requires_capture, succeeded, canceled… */
  status: string;
  amountMinor: number;
  amountCapturedMinor: number;
  currency: string;
  /** Why the last card attempt failed, in words for the customer. */
  lastError: string | null;
}

export interface CreateIntentInput {
  amountMinor: number;
  /** ISO 4217, any case. */
  currency: string;
  orderId: string;
  customerId: string;
  description: string;
  idempotencyKey: string;
}

export interface PaymentGateway {
  readonly kind: GatewayKind;
  /** The key the browser needs (Stripe's publishable key; "sandbox" for the sandbox). */
  readonly publicKey: string;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  retrieveIntent(intentId: string): Promise<GatewayIntent>;
  captureIntent(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  /** Releases a hold (or abandons an unpaid intent). */
  cancelIntent(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<{ amountMinor: number }>;
}

/** Funds are held or taken: the customer has paid. */
export const securedStatuses: ReadonlySet<string> = new Set(['requires_capture', 'succeeded']);
/** States Stripe lets you cancel from. */
export const cancellableStatuses: ReadonlySet<string> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
  'processing',
]);

/** A gateway call that failed: `unreachable` for network trouble, otherwise the gateway said no. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export const toMinorUnits = (amount: number) => Math.round(amount * 100);
