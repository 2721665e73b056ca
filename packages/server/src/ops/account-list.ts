// Accounts as the operator sees them: who is registered, in which role, verified or not.

import { containsPattern } from '../catalog/search';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../orders/order-store';
import type { accountsQuerySchema, OpsAccount } from './ops-contract';

type AccountsQuery = ReturnType<typeof accountsQuerySchema.parse>;

/** Enough to find someone; the search narrows it (email, name, phone or id). */
export const maxAccountsListed = 200;

export async function listAccounts(db: Queryable, query: AccountsQuery): Promise<OpsAccount[]> {
  return db.query<OpsAccount>(
    `SELECT id AS "ID", role AS "Role", email AS "Email", first_name AS "FirstName", last_name AS "LastName",
       phone AS "Phone", email_verified AS "EmailVerified", kyc_status AS "KycStatus",
       ${isoTimestamp('created_at')} AS "Created",
       CASE WHEN deleted_at IS NOT NULL THEN ${isoTimestamp('deleted_at')} END AS "Deleted",
       CASE WHEN suspended_at IS NOT NULL THEN ${isoTimestamp('suspended_at')} END AS "Suspended"
     FROM accounts
     WHERE ($1 = 'all' OR role = $1)
       ${query.search ? 'AND account_search_text(id, email, first_name, last_name, phone) ILIKE $2' : ''}
     ORDER BY created_at DESC, id
     LIMIT ${maxAccountsListed}`,
    // The search text is the trigram index's (migrations/0410-search-trigrams.sql): id, email, name and
    // phone, taken together. Without a search every account matches, newest first off their index.
    query.search ? [query.role, containsPattern(query.search)] : [query.role],
  );
}
