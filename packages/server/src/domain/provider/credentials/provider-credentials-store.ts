// A provider's credentials as stored, and what their products require: the reads behind their page and the
// operators' queue, and the writes of a new credential and of a decision (provider-credentials.ts checks
// each and tells the provider).
import type { CredentialStatus } from '@callout/contracts/credentials';
import type { Queryable } from '../../../infra/db/database';
import { isoTimestamp } from '../../orders/order-store';

export interface CredentialRow {
  id: number;
  provider_id: string;
  kind_id: number;
  name: string;
  issuing_body: string;
  register_url: string | null;
  number: string | null;
  expires_on: string | null;
  cover_minor: string | number | null;
  status: CredentialStatus;
  note: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  document: string | null;
  current: boolean;
}

/** Over provider_credentials `pc` joined to credential_kinds `k`; `today` is a date expression. */
const columns = (today: string) => `pc.id, pc.provider_id, pc.kind_id, k.name, k.issuing_body, k.register_url,
  pc.number, to_char(pc.expires_on, 'YYYY-MM-DD') AS expires_on, pc.cover_minor, pc.status, pc.note,
  ${isoTimestamp('pc.submitted_at')} AS submitted_at, ${isoTimestamp('pc.reviewed_at')} AS reviewed_at,
  pc.document, (pc.status = 'VERIFIED' AND (pc.expires_on IS NULL OR pc.expires_on > ${today})) AS current`;

/** The provider's own credentials, newest first. */
export function credentialRows(db: Queryable, providerId: string, today: string): Promise<CredentialRow[]> {
  return db.query<CredentialRow>(
    `SELECT ${columns('$2::date')} FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
     WHERE pc.provider_id = $1 ORDER BY pc.submitted_at DESC, pc.id DESC`,
    [providerId, today],
  );
}

/** Each requirement of the provider's ACTIVE products that no credential of theirs meets on `today`. */
export function uncoveredRows(
  db: Queryable,
  providerId: string,
  today: string,
): Promise<Array<{ product_id: number; product: string; needs: string }>> {
  return db.query<{ product_id: number; product: string; needs: string }>(
    `SELECT p.id AS product_id, p.name AS product,
       (SELECT string_agg(k.name, ' or ' ORDER BY k.name) FROM credential_requirement_kinds rk
        JOIN credential_kinds k ON k.id = rk.kind_id WHERE rk.requirement_id = r.id) AS needs
     FROM provider_services ps
     JOIN products p ON p.id = ps.product_id
     JOIN credential_requirements r
       ON (r.product_id = p.id OR r.category = p.category OR (r.product_id IS NULL AND r.category IS NULL))
     WHERE ps.provider_id = $1 AND ps.status = 'ACTIVE'
       AND NOT EXISTS (SELECT 1 FROM credential_requirement_kinds rk
         JOIN provider_credentials pc ON pc.kind_id = rk.kind_id
         WHERE rk.requirement_id = r.id AND pc.provider_id = $1 AND pc.status = 'VERIFIED'
           AND (pc.expires_on IS NULL OR pc.expires_on > $2::date)
           AND (r.min_cover_minor IS NULL OR pc.cover_minor >= r.min_cover_minor))
     ORDER BY p.name, p.id, r.id`,
    [providerId, today],
  );
}

export interface ProviderRequirementRow {
  requirement_id: number;
  min_cover_minor: string | number | null;
  product: string;
  kind_id: number;
}

/** The requirements of the provider's ACTIVE products, one row per product and kind. */
export function requirementRowsFor(db: Queryable, providerId: string): Promise<ProviderRequirementRow[]> {
  return db.query<ProviderRequirementRow>(
    `SELECT r.id AS requirement_id, r.min_cover_minor, p.name AS product, rk.kind_id
     FROM provider_services ps
     JOIN products p ON p.id = ps.product_id
     JOIN credential_requirements r
       ON (r.product_id = p.id OR r.category = p.category OR (r.product_id IS NULL AND r.category IS NULL))
     JOIN credential_requirement_kinds rk ON rk.requirement_id = r.id
     WHERE ps.provider_id = $1 AND ps.status = 'ACTIVE'
     ORDER BY r.id, p.name, rk.kind_id`,
    [providerId],
  );
}

export interface NewCredential {
  providerId: string;
  kindId: number;
  number: string | null;
  expiresOn: string | null;
  coverMinor: number | null;
  documentId: string;
}

/** The new credential's id; it waits for an operator's check (SUBMITTED). */
export async function insertCredential(tx: Queryable, credential: NewCredential): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO provider_credentials (provider_id, kind_id, number, expires_on, cover_minor, document, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'SUBMITTED') RETURNING id`,
    [
      credential.providerId,
      credential.kindId,
      credential.number,
      credential.expiresOn,
      credential.coverMinor,
      credential.documentId,
    ],
  );
  if (!row) throw new Error('credential not inserted');
  return row.id;
}

/** The operators' queue, oldest first: credentials of live accounts in the statuses (null: all). */
export function queueRows(
  db: Queryable,
  statuses: string[] | null,
  today: string,
): Promise<Array<CredentialRow & { provider_name: string; email: string | null }>> {
  return db.query<CredentialRow & { provider_name: string; email: string | null }>(
    `SELECT ${columns('$2::date')}, concat_ws(' ', a.first_name, a.last_name) AS provider_name, a.email
     FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
     JOIN accounts a ON a.id = pc.provider_id
     WHERE a.deleted_at IS NULL AND ($1::text[] IS NULL OR pc.status = ANY($1::text[]))
     ORDER BY pc.submitted_at, pc.id
     LIMIT 500`,
    [statuses, today],
  );
}

/** The credential under its row lock, with its kind's name. */
export async function lockCredential(
  tx: Queryable,
  credentialId: number,
): Promise<{ provider_id: string; status: CredentialStatus; name: string } | undefined> {
  const [row] = await tx.query<{ provider_id: string; status: CredentialStatus; name: string }>(
    `SELECT pc.provider_id, pc.status, k.name FROM provider_credentials pc
       JOIN credential_kinds k ON k.id = pc.kind_id WHERE pc.id = $1 FOR UPDATE OF pc`,
    [credentialId],
  );
  return row;
}

export async function saveReview(
  tx: Queryable,
  credentialId: number,
  status: CredentialStatus,
  note: string | null,
  operatorId: string,
): Promise<void> {
  await tx.query(
    `UPDATE provider_credentials SET status = $2, note = $3, reviewed_at = now(), reviewer_id = $4 WHERE id = $1`,
    [credentialId, status, note, operatorId],
  );
}
