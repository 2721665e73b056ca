// Picks the gateway from the environment: Stripe when its keys are set, the sandbox otherwise. One per
// Services object, so every route module (and the order actions) shares it.
import { platformFeeBasisPoints, usesSandboxPayments } from '../../env';
import type { Services } from '../../services';
import type { PaymentGateway } from './gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';
import { createStripeGateway, type StripeGateway } from './stripe-gateway';

export interface Gateways {
  gateway: PaymentGateway;
  /** Set in sandbox mode: the card form posts to it. */
  sandbox: SandboxGateway | null;
  /** Set in Stripe mode: webhooks are verified with it. */
  stripe: StripeGateway | null;
}

const cache = new WeakMap<Services, Gateways>();

export function gatewaysFor(services: Services): Gateways {
  const cached = cache.get(services);
  if (cached) return cached;
  const { env, db } = services;
  const feeBasisPoints = platformFeeBasisPoints(env);
  let gateways: Gateways;
  if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
    const stripe = createStripeGateway({
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      apiUrl: env.STRIPE_API_URL,
      feeBasisPoints,
    });
    gateways = { gateway: stripe, sandbox: null, stripe };
  } else {
    // env.ts makes production refuse to start without Stripe's keys; this is the last line of defence.
    if (!usesSandboxPayments(env)) throw new Error('STRIPE_SECRET_KEY is not set: the sandbox is demo only.');
    const sandbox = createSandboxGateway(db, { feeBasisPoints });
    gateways = { gateway: sandbox, sandbox, stripe: null };
  }
  cache.set(services, gateways);
  return gateways;
}
