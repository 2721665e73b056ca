// Sellers' copies of what is reported to HMRC (hmrc_seller_statements): one row per seller and year, written
// in the transaction that queues the mail, and the addresses the copies go to.
import type { Queryable } from '../../../infra/db/database';

/** Records that the seller has had their copy for the year; false when they had it already. */
export async function noteStatementSent(
  tx: Queryable,
  providerId: string,
  year: number,
  docRefId: string | null,
): Promise<boolean> {
  const [sent] = await tx.query<{ provider_id: string }>(
    `INSERT INTO hmrc_seller_statements (provider_id, year, doc_ref_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider_id, year) DO NOTHING RETURNING provider_id`,
    [providerId, year, docRefId],
  );
  return sent !== undefined;
}

/** Records that the seller has had their copy for the year (`docRefId`: of the record it showed). */
export async function recordStatementSent(
  tx: Queryable,
  providerId: string,
  year: number,
  docRefId: string | null,
): Promise<boolean> {
  const [row] = await tx.query<{ provider_id: string }>(
    `INSERT INTO hmrc_seller_statements (provider_id, year, doc_ref_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider_id, year) DO UPDATE SET doc_ref_id = EXCLUDED.doc_ref_id, sent_at = now()
     RETURNING provider_id`,
    [providerId, year, docRefId],
  );
  return row !== undefined;
}

/** The sellers who have had their copy for the year. */
export async function sellersWithStatement(db: Queryable, year: number): Promise<string[]> {
  const rows = await db.query<{ provider_id: string }>(
    'SELECT provider_id FROM hmrc_seller_statements WHERE year = $1',
    [year],
  );
  return rows.map((row) => row.provider_id);
}

/** Where one seller's copy goes, in which language; null for a deleted account. */
export async function statementReader(
  tx: Queryable,
  providerId: string,
): Promise<{ email: string | null; language: string | null } | null> {
  const [account] = await tx.query<{ email: string | null; language: string | null }>(
    'SELECT email, language FROM accounts WHERE id = $1 AND deleted_at IS NULL',
    [providerId],
  );
  return account ?? null;
}

/** Where each of these sellers' copies goes (a deleted account's address is null). */
export function statementReaders(
  tx: Queryable,
  providerIds: string[],
): Promise<{ id: string; email: string | null; language: string | null }[]> {
  return tx.query<{ id: string; email: string | null; language: string | null }>(
    'SELECT id, email, language FROM accounts WHERE id = ANY($1::text[])',
    [providerIds],
  );
}
