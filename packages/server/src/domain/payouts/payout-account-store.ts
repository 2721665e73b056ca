// Providers' payout accounts (payout_accounts): one per provider, on the rail (Stripe Connect or the
// sandbox) that pays them, with whether the gateway says it can be paid yet.
import type { Queryable } from '../../infra/db/database';
import type { Tables } from '../../infra/db/schema.generated';

export type PayoutAccountRow = Pick<
  Tables['payout_accounts'],
  'gateway' | 'account_ref' | 'ready' | 'onboarding_key'
>;

export async function payoutAccount(db: Queryable, providerId: string): Promise<PayoutAccountRow | null> {
  const [row] = await db.query<PayoutAccountRow>(
    'SELECT gateway, account_ref, ready, onboarding_key FROM payout_accounts WHERE provider_id = $1',
    [providerId],
  );
  return row ?? null;
}

/** Drops the provider's account on any other rail than `gateway` (it cannot be paid any more). */
export async function deleteOtherRailAccounts(
  db: Queryable,
  providerId: string,
  gateway: string,
): Promise<void> {
  await db.query('DELETE FROM payout_accounts WHERE provider_id = $1 AND gateway <> $2', [
    providerId,
    gateway,
  ]);
}

/** Keeps a newly opened account; when the provider has one already, the first one written stays. */
export async function insertPayoutAccount(
  db: Queryable,
  providerId: string,
  gateway: string,
  account: { ref: string; onboardingKey: string | null },
): Promise<void> {
  await db.query(
    `INSERT INTO payout_accounts (provider_id, gateway, account_ref, onboarding_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider_id) DO NOTHING`,
    [providerId, gateway, account.ref, account.onboardingKey],
  );
}

/** The account on `gateway`, by its reference or its provider, locked until the transaction ends. */
export async function lockPayoutAccount(
  tx: Queryable,
  gateway: string,
  account: { ref: string } | { providerId: string },
): Promise<{ provider_id: string; ready: boolean } | null> {
  const [row] = await tx.query<{ provider_id: string; ready: boolean }>(
    `SELECT provider_id, ready FROM payout_accounts WHERE gateway = $1 AND ${'ref' in account ? 'account_ref' : 'provider_id'} = $2
       FOR UPDATE`,
    [gateway, 'ref' in account ? account.ref : account.providerId],
  );
  return row ?? null;
}

export async function setPayoutAccountReady(
  tx: Queryable,
  providerId: string,
  ready: boolean,
): Promise<void> {
  await tx.query('UPDATE payout_accounts SET ready = $2, updated_at = now() WHERE provider_id = $1', [
    providerId,
    ready,
  ]);
}
