// Picks the payout rail the same way domain/payments/gateway-for.ts picks the card gateway: Stripe Connect when
// Stripe's keys are set, the sandbox otherwise. One per Services object.
import { usesSandboxPayments } from '../../env';
import type { Services } from '../../services';
import type { PayoutRail } from './payout-rail';
import { createSandboxPayoutRail } from './sandbox-payouts';
import { createStripeConnectRail } from './stripe-connect';

const cache = new WeakMap<Services, PayoutRail>();

export function payoutRailFor(services: Services): PayoutRail {
  const cached = cache.get(services);
  if (cached) return cached;
  const { env } = services;
  const rail = env.STRIPE_SECRET_KEY
    ? createStripeConnectRail({ secretKey: env.STRIPE_SECRET_KEY, apiUrl: env.STRIPE_API_URL })
    : usesSandboxPayments(env)
      ? createSandboxPayoutRail(env)
      : null;
  if (!rail) throw new Error('STRIPE_SECRET_KEY is not set: the sandbox payout rail is demo only.');
  cache.set(services, rail);
  return rail;
}
