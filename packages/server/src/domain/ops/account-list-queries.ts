// Accounts as the operator sees them: who is registered, in which role, verified or not.

import type { Queryable } from '../../infra/db/database';
import { timeOfMicros } from '../../infra/db/keyset';
import { containsPattern } from '../catalogue/search';
import { isoTimestamp } from '../orders/order-store';
import type { accountsQuerySchema, OpsAccount } from './ops-contract';

type AccountsQuery = ReturnType<typeof accountsQuerySchema.parse>;

/** One page of the list; `Next` in the answer asks for the one after it. */
export const accountsPageSize = 50;

interface AccountRow extends OpsAccount {
  /** When the account joined, in whole microseconds since 1970: exact, unlike the ISO time shown. */
  joined_micros: string;
}

/**
 * A page of accounts, newest first (then by id), from where `query.before` left off: the rows after that
 * point in the `accounts_newest` index, so a late page costs what the first does. `next` is the cursor of the
 * page after, or null on the last.
 */
export async function listAccounts(
  db: Queryable,
  query: AccountsQuery,
): Promise<{ accounts: OpsAccount[]; next: string | null }> {
  const params: unknown[] = [query.role];
  const param = (value: unknown) => `$${params.push(value)}`;
  // The search text is id, email, name and phone, taken together (migrations/0410-search-trigrams.sql),
  // stored with the row and trigram-indexed (1912-account-search-text.sql): a page of a common name walks
  // the accounts newest first, testing each one's stored text rather than building it. Without a search
  // every account matches, newest first off their index.
  const search = query.search ? `AND search_text ILIKE ${param(containsPattern(query.search))}` : '';
  const [micros, afterId] = query.before ? query.before.split('~') : [];
  let after = '';
  if (micros) {
    // `created_at <= the cursor's time` bounds the index scan; the rest drops what the last page showed.
    const at = timeOfMicros(param(micros));
    after = `AND created_at <= ${at} AND (created_at < ${at} OR id > ${param(afterId)})`;
  }
  const rows = await db.query<AccountRow>(
    `SELECT id AS "ID", role AS "Role", email AS "Email", first_name AS "FirstName", last_name AS "LastName",
       phone AS "Phone", email_verified AS "EmailVerified", kyc_status AS "KycStatus",
       ${isoTimestamp('created_at')} AS "Created",
       CASE WHEN deleted_at IS NOT NULL THEN ${isoTimestamp('deleted_at')} END AS "Deleted",
       CASE WHEN suspended_at IS NOT NULL THEN ${isoTimestamp('suspended_at')} END AS "Suspended",
       (EXTRACT(EPOCH FROM created_at) * 1000000)::bigint::text AS joined_micros
     FROM accounts
     WHERE ($1 = 'all' OR role = $1) ${search} ${after}
     ORDER BY created_at DESC, id
     LIMIT ${accountsPageSize + 1}`,
    params,
  );
  const accounts = rows.slice(0, accountsPageSize).map(({ joined_micros: _, ...account }) => account);
  const last = rows.length > accountsPageSize ? rows[accountsPageSize - 1] : undefined;
  return { accounts, next: last ? `${last.joined_micros}~${last.ID}` : null };
}
