// What came of confirming a card, in the terms both gateways (Stripe and the sandbox) share.
import { securedPaymentStatuses } from '@callout/contracts/booking';

export type CardOutcome =
  /** The gateway answered with the payment's status. */
  | { kind: 'status'; status: string }
  /** The card was refused; `message` is the gateway's own words when it gave any. */
  | { kind: 'declined'; message: string | null }
  /** Something failed before the gateway could answer, in the spec's words already. */
  | { kind: 'problem'; message: string };

export const isSecured = (status: string) => (securedPaymentStatuses as readonly string[]).includes(status);

/** Funds held until the job is done: the confirmation page says so. */
export const fundsHeld = (status: string) => status === 'requires_capture';
