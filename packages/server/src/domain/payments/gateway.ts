// The card payment gateway as the rest of the server sees it: PaymentIntents with manual capture, so
// the card is authorised when the customer pays (funds secured) and charged when the job is done; then
// separate transfers of the provider's share to their payout account (Stripe Connect's "separate charges
// and transfers"). Two adapters: the built-in sandbox (sandbox-gateway.ts) and Stripe (stripe-gateway.ts).

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
  /** The charge made by confirming the card (a transfer's source_transaction), once there is one. */
  chargeId: string | null;
  /** Refunded of the charge so far, when the gateway said (Stripe only says when asked to expand it). */
  amountRefundedMinor: number | null;
  /** The card that paid, once there is a charge and the gateway said (Stripe: with the charge expanded). */
  card: PaymentCard | null;
}

/** As Stripe names them: brand `visa`, `mastercard`, `amex`, …; the last four digits of the number. */
export interface PaymentCard {
  brand: string;
  last4: string;
}

export interface TransferInput {
  amountMinor: number;
  currency: string;
  /** The provider's payout account (acct_…). */
  destination: string;
  /** The order: Stripe's transfer_group, which ties the charge, its transfers and reversals together. */
  orderId: string;
  /** The order's charge: the transfer is paid from it, even before its funds are available. */
  sourceTransaction: string | null;
  payoutId: number;
  idempotencyKey: string;
}

export interface GatewayTransfer {
  id: string;
  amountMinor: number;
  amountReversedMinor: number;
  currency: string;
  destination: string;
  /** From the transfer's metadata: which payout, and the key it was made with. */
  payoutId: string | null;
  idempotencyKey: string | null;
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
  /**
   * Takes the held funds: all of them, or `amountMinor` of them (a late cancellation's charge), the rest of
   * the hold being released.
   */
  captureIntent(intentId: string, idempotencyKey: string, amountMinor?: number): Promise<GatewayIntent>;
  /** Releases a hold (or abandons an unpaid intent). */
  cancelIntent(intentId: string, idempotencyKey: string): Promise<GatewayIntent>;
  refund(intentId: string, amountMinor: number, idempotencyKey: string): Promise<{ amountMinor: number }>;
  /**
   * The refunds made of an intent, each with the key it was made with: a refund whose answer was lost is
   * found here once the gateway has forgotten the key (Stripe keeps them for a day).
   */
  listRefunds(intentId: string): Promise<Array<{ amountMinor: number; idempotencyKey: string | null }>>;
  /**
   * The platform's fee on each captured payment in hundredths of a percent (PLATFORM_FEE_PERCENT): the
   * provider's transfer is the capture less it.
   */
  readonly feeBasisPoints: number;
  createTransfer(input: TransferInput): Promise<GatewayTransfer>;
  /** Takes `amountMinor` back from a transfer to the platform. */
  reverseTransfer(transferId: string, amountMinor: number, idempotencyKey: string): Promise<GatewayTransfer>;
  /** Every transfer made for an order (its transfer_group), for finishing a transfer a crash cut short. */
  listTransfers(orderId: string): Promise<GatewayTransfer[]>;
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
