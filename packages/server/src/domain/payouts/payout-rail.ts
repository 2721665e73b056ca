// Where providers' payouts go: an account per provider at the payment gateway, onboarded through the
// gateway's own pages. Two rails, like the card gateway: Stripe Connect (Express accounts) when Stripe keys
// are set (stripe-connect.ts), the sandbox's stand-in otherwise (sandbox-payouts.ts).
import type { GatewayKind } from '../payments/gateway';

export interface PayoutAccountOwner {
  id: string;
  email: string | null;
}

export interface PayoutRail {
  readonly kind: GatewayKind;
  /** Opens the provider's account; the same provider again gets the same account (idempotent). */
  createAccount(owner: PayoutAccountOwner): Promise<{ ref: string; onboardingKey: string | null }>;
  /** Whether the account can be paid now; null when only our own records know (the sandbox). */
  isReady(ref: string): Promise<boolean | null>;
  /**
   * Where the provider goes next: onboarding while not ready, their payouts page once ready.
   * `origin` is the web app's address, for the gateway to send the provider back to /provider/profile.
   */
  link(
    account: { ref: string; ready: boolean; onboardingKey: string | null },
    origin: string,
  ): Promise<string>;
}
