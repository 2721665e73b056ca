// Picks the payout rail the same way payments/gateway-for.ts picks the card gateway: Stripe Connect when
// Stripe's keys are set, the sandbox otherwise. One per Services object.
import type { Services } from '../services';
import type { PayoutRail } from './payout-rail';
import { createSandboxPayoutRail } from './sandbox-payouts';
import { createStripeConnectRail } from './stripe-connect';

const cache = new WeakMap<Services, PayoutRail>();

export function payoutRailFor(services: Services): PayoutRail {
  const cached = cache.get(services);
  if (cached) return cached;
  const { env } = services;
  const rail =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
      ? createStripeConnectRail({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL })
      : createSandboxPayoutRail(env);
  cache.set(services, rail);
  return rail;
}
