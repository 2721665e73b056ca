// The payout fields of GET /provider/profile: isStripeConfigured (the provider has a payout account),
// isStripeReady (it can be paid) and StripeLink (onboarding while not ready, the payouts page once ready).
// The account is opened on the first profile load after KYC is VERIFIED: before that the dashboard shows
// the 'Verify Profile' card, and nobody unverified can earn anything to pay out.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../infra/db/database';
import type { AccountRow } from '../accounts/account-store';
import type { SiteLinks } from '../notifications/mail/site-links';
import { GatewayError, type PaymentGateway } from '../payments/gateway';
import {
  deleteOtherRailAccounts,
  insertPayoutAccount,
  type PayoutAccountRow,
  payoutAccount,
} from './payout-account-store';
import { payoutAccountChanged } from './payout-events';
import type { PayoutRail } from './payout-rail';

export interface PayoutStatus {
  isStripeConfigured: boolean;
  isStripeReady: boolean;
  StripeLink: string | null;
}

const notConfigured: PayoutStatus = { isStripeConfigured: false, isStripeReady: false, StripeLink: null };

/** The provider's account on this rail, opened now if there is none (or only one on the other rail). */
async function ensureAccount(
  db: Queryable,
  rail: PayoutRail,
  provider: AccountRow,
): Promise<PayoutAccountRow> {
  const existing = await payoutAccount(db, provider.id);
  if (existing?.gateway === rail.kind) return existing;
  const created = await rail.createAccount({ id: provider.id, email: provider.email });
  // Stripe keys were added since the sandbox account was opened: the sandbox one cannot be paid any more.
  await deleteOtherRailAccounts(db, provider.id, rail.kind);
  // Two loads at once: the rail returned the same account to both (Stripe's idempotency key), or the
  // sandbox made two and the first one written wins.
  await insertPayoutAccount(db, provider.id, rail.kind, created);
  return (
    (await payoutAccount(db, provider.id)) ?? {
      gateway: rail.kind,
      account_ref: created.ref,
      ready: false,
      onboarding_key: created.onboardingKey,
    }
  );
}

export async function payoutStatusFor(
  db: Database,
  siteLinks: SiteLinks,
  rail: PayoutRail,
  gateway: PaymentGateway,
  provider: AccountRow,
  origin: string,
  log: FastifyBaseLogger,
): Promise<PayoutStatus> {
  if (provider.kyc_status !== 'VERIFIED') return notConfigured;
  let account: PayoutAccountRow | null = null;
  try {
    account = await ensureAccount(db, rail, provider);
    if (!account.ready) {
      // Stripe decides readiness (after onboarding, or later when it asks for more); ask while not ready.
      const ready = await rail.isReady(account.account_ref);
      if (ready) {
        // As account.updated would: marks it ready and sends what was waiting for it.
        await payoutAccountChanged(db, siteLinks, gateway, { providerId: provider.id }, true);
        account = { ...account, ready };
      }
    }
    const link = await rail.link(
      { ref: account.account_ref, ready: account.ready, onboardingKey: account.onboarding_key },
      origin,
    );
    return { isStripeConfigured: true, isStripeReady: account.ready, StripeLink: link };
  } catch (error) {
    // The gateway being down must not take the dashboard with it: the card simply has no link this time.
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ reason: error.message }, 'payout account status unavailable');
    return account
      ? { isStripeConfigured: true, isStripeReady: account.ready, StripeLink: null }
      : notConfigured;
  }
}
