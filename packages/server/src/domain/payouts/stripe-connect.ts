// The Stripe Connect rail: an Express account per provider, onboarded on Stripe's hosted pages through an
// account link. An account link is single-use and expires within minutes, so a fresh one is made each time
// the profile asks; Stripe sends the provider back to /provider/profile, which makes the next one.
import Stripe from 'stripe';
import { GatewayError } from '../payments/gateway';
import { endpoint } from '../payments/stripe-gateway';
import type { PayoutRail } from './payout-rail';

export interface StripeConnectOptions {
  secretKey: string;
  /** Another API address (a test stand-in); Stripe's own when absent. */
  apiUrl?: string | undefined;
}

/** Express accounts sign in to their Stripe dashboard here (no per-account link needed). */
export const expressLoginUrl = 'https://connect.stripe.com/express_login';

/** Ready to receive transfers: Stripe has what it needs and the capabilities are on. */
export function isStripeAccountReady(account: Stripe.Account): boolean {
  return account.charges_enabled && account.payouts_enabled && account.capabilities?.transfers === 'active';
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const unreachable =
        error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError;
      throw new GatewayError(error.message, unreachable);
    }
    throw error;
  }
}

export function createStripeConnectRail(options: StripeConnectOptions): PayoutRail {
  const stripe = new Stripe(options.secretKey, {
    ...endpoint(options.apiUrl),
    maxNetworkRetries: 2,
    // The profile waits for these calls; a slow Stripe must not hold the dashboard for long.
    timeout: 8_000,
    telemetry: false,
    appInfo: { name: 'Callout' },
  });

  return {
    kind: 'stripe',

    createAccount: (owner) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            country: 'GB',
            ...(owner.email ? { email: owner.email } : {}),
            business_type: 'individual',
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { provider_id: owner.id },
          },
          // Two profile loads at once (or a retry) must not open two accounts for one provider.
          { idempotencyKey: `callout-payout-account-${owner.id}` },
        );
        return { ref: account.id, onboardingKey: null };
      }),

    isReady: (ref) => call(async () => isStripeAccountReady(await stripe.accounts.retrieve(ref))),

    link: (account, origin) =>
      call(async () => {
        if (account.ready) return expressLoginUrl;
        const back = `${origin}/provider/profile`;
        const link = await stripe.accountLinks.create({
          account: account.ref,
          type: 'account_onboarding',
          refresh_url: back,
          return_url: back,
        });
        return link.url;
      }),
  };
}
