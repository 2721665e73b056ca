// The sandbox gateway's onboarding page: the payout account its one-time key opens, with the provider's name.
import type { Queryable } from '../../infra/db/database';

/** The sandbox payout account of onboarding key `key`, unless unknown or its provider's account deleted. */
export async function sandboxPayoutAccount(
  db: Queryable,
  key: string,
): Promise<{ provider_id: string; ready: boolean; name: string } | null> {
  const [row] = await db.query<{ provider_id: string; ready: boolean; name: string }>(
    `SELECT p.provider_id, p.ready, concat_ws(' ', a.first_name, a.last_name) AS name
       FROM payout_accounts p JOIN accounts a ON a.id = p.provider_id
       WHERE p.onboarding_key = $1 AND p.gateway = 'sandbox' AND a.deleted_at IS NULL`,
    [key],
  );
  return row ?? null;
}
