// Account deletion (domain/accounts/account-store.ts anonymiseAccount) keeps the account row for bookkeeping; the
// provider area's personal data goes with it: identity documents and details, reviews of them, the bell.
// The payout account row stays: it only names the gateway account, which payouts already made refer to.
import type { Queryable } from '../../infra/db/database';

export async function forgetProviderData(tx: Queryable, accountId: string): Promise<void> {
  await tx.query('DELETE FROM kyc_documents WHERE provider_id = $1', [accountId]);
  await tx.query('DELETE FROM kyc_submissions WHERE provider_id = $1', [accountId]);
  await tx.query('DELETE FROM kyc_reviews WHERE provider_id = $1', [accountId]);
  await tx.query('DELETE FROM notifications WHERE account_id = $1', [accountId]);
}
