// The sandbox payout rail, used while no Stripe keys are set: an account in our own records, onboarded on
// a small page of our own (http/routes/payouts/sandbox-onboarding.ts) where the provider enters test bank details. The page is
// opened by a browser navigation, which carries no Bearer token, so its link holds a random key instead;
// no real money or bank details ever pass through it.
import { randomBytes } from 'node:crypto';
import type { Env } from '../../env';
import type { PayoutRail } from './payout-rail';

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export function sandboxOnboardingLink(env: Pick<Env, 'PUBLIC_API_BASE_URL'>, key: string): string {
  return `${env.PUBLIC_API_BASE_URL.replace(/\/$/, '')}/payouts/sandbox-onboarding?key=${encodeURIComponent(key)}`;
}

export function createSandboxPayoutRail(env: Pick<Env, 'PUBLIC_API_BASE_URL'>): PayoutRail {
  return {
    kind: 'sandbox',
    createAccount: async () => ({ ref: `acct_sbx_${token(12)}`, onboardingKey: token(24) }),
    isReady: async () => null,
    // The same page shows the onboarding form, and the account's details once it is ready.
    link: async (account) => sandboxOnboardingLink(env, account.onboardingKey ?? ''),
  };
}
