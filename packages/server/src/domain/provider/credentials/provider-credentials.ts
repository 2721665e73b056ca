// A provider's credentials: adding one (a renewal is a new one), the list their page shows, the operators'
// queue beside the document, and the decision. Only a VERIFIED credential that has not expired covers
// products (coverage.ts); the documents are private, like the KYC documents they are kept with.
import type {
  Credential,
  CredentialInput,
  CredentialReviewInput,
  CredentialStatus,
  OpsCredential,
  ProviderRequirement,
} from '@callout/contracts/credentials';
import { credentialMessages } from '@callout/contracts/credentials';
import type { Env } from '../../../env';
import { ApiError, fieldRefusal } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import { mediaLinks } from '../../../infra/media/media-links';
import type { Words } from '../../../infra/texts/writer';
import type { AccountRow } from '../../accounts/account-store';
import type { SiteLinks } from '../../notifications/mail/site-links';
import { notify } from '../../notifications/notify';
import { providerLinks } from '../../notifications/provider-events';
import { recordAudit } from '../../ops/audit-log-store';
import { isoTimestamp } from '../../orders/order-store';
import { storeKycDocument } from '../kyc/kyc-documents';
import { checkCredentialDocument } from './credential-documents';
import { findKind } from './credential-kinds';
import { credentialServerMessages as words } from './messages';

interface CredentialRow {
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

const toCredential = (
  row: CredentialRow,
  documentLink: (id: string | null) => string | null,
): Credential => ({
  CredentialID: row.id,
  KindID: row.kind_id,
  Name: row.name,
  IssuingBody: row.issuing_body,
  RegisterUrl: row.register_url,
  Number: row.number,
  Expires: row.expires_on,
  Cover: row.cover_minor === null ? null : Number(row.cover_minor),
  Status: row.status,
  Current: row.current,
  Note: row.note,
  Submitted: row.submitted_at,
  Checked: row.reviewed_at,
  Document: documentLink(row.document),
});

/** The provider's own credentials, newest first; the documents are listed to the provider. */
export async function credentialsOf(
  db: Queryable,
  env: Env,
  providerId: string,
  today: string,
): Promise<Credential[]> {
  const rows = await db.query<CredentialRow>(
    `SELECT ${columns('$2::date')} FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
     WHERE pc.provider_id = $1 ORDER BY pc.submitted_at DESC, pc.id DESC`,
    [providerId, today],
  );
  const link = mediaLinks(env, 'kyc', providerId);
  return rows.map((row) => toCredential(row, link));
}

/** The products the provider offers that their credentials do not cover today, with the kinds each needs. */
export async function uncoveredProducts(
  db: Queryable,
  providerId: string,
  today: string,
): Promise<Array<{ ProductID: string; Product: string; Needs: string[] }>> {
  const rows = await db.query<{ product_id: number; product: string; needs: string }>(
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
  const byProduct = new Map<number, { ProductID: string; Product: string; Needs: string[] }>();
  for (const row of rows) {
    const entry = byProduct.get(row.product_id) ?? {
      ProductID: String(row.product_id),
      Product: row.product,
      Needs: [],
    };
    if (row.needs && !entry.Needs.includes(row.needs)) entry.Needs.push(row.needs);
    byProduct.set(row.product_id, entry);
  }
  return [...byProduct.values()];
}

/**
 * The requirements that apply to the products the provider offers, each with the kinds that meet it and the
 * provider's products it covers, in the order operators added them.
 */
export async function requirementsFor(db: Queryable, providerId: string): Promise<ProviderRequirement[]> {
  const rows = await db.query<{
    requirement_id: number;
    min_cover_minor: string | number | null;
    product: string;
    kind_id: number;
  }>(
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
  const byRequirement = new Map<number, ProviderRequirement>();
  for (const row of rows) {
    const entry = byRequirement.get(row.requirement_id) ?? {
      RequirementID: row.requirement_id,
      Kinds: [],
      MinCover: row.min_cover_minor === null ? null : Number(row.min_cover_minor),
      Products: [],
    };
    if (!entry.Kinds.includes(row.kind_id)) entry.Kinds.push(row.kind_id);
    if (!entry.Products.includes(row.product)) entry.Products.push(row.product);
    byRequirement.set(row.requirement_id, entry);
  }
  return [...byRequirement.values()];
}

export async function addCredential(
  db: Database,
  env: Env,
  provider: AccountRow,
  input: CredentialInput,
  today: string,
): Promise<Credential> {
  const kind = await findKind(db, input.kind);
  if (!kind) throw new ApiError(404, words.unknownKind);
  if (kind.HasNumber && !input.number) throw fieldRefusal('number', credentialMessages.numberRequired);
  if (kind.HasExpiry && !input.expires) throw fieldRefusal('expires', credentialMessages.expiryRequired);
  if (kind.HasExpiry && input.expires && input.expires <= today) {
    throw fieldRefusal('expires', credentialMessages.expiryPast);
  }
  const document = checkCredentialDocument(input.document);
  const id = await db.transaction(async (tx) => {
    const documentId = await storeKycDocument(tx, provider.id, document);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO provider_credentials (provider_id, kind_id, number, expires_on, cover_minor, document, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'SUBMITTED') RETURNING id`,
      [
        provider.id,
        kind.KindID,
        kind.HasNumber ? (input.number ?? null) : null,
        kind.HasExpiry ? (input.expires ?? null) : null,
        input.cover === undefined ? null : input.cover * 100,
        documentId,
      ],
    );
    if (!row) throw new Error('credential not inserted');
    return row.id;
  });
  const [added] = (await credentialsOf(db, env, provider.id, today)).filter((c) => c.CredentialID === id);
  if (!added) throw new Error('credential not found after insert');
  return added;
}

const statusesFor = (filter: 'pending' | 'all' | CredentialStatus): string[] | null =>
  filter === 'all' ? null : filter === 'pending' ? ['SUBMITTED'] : [filter];

/** The operators' queue, oldest first; each document is listed to the operator asking. */
export async function listCredentialQueue(
  db: Queryable,
  env: Env,
  operatorId: string,
  filter: 'pending' | 'all' | CredentialStatus,
  today: string,
): Promise<OpsCredential[]> {
  const rows = await db.query<CredentialRow & { provider_name: string; email: string | null }>(
    `SELECT ${columns('$2::date')}, concat_ws(' ', a.first_name, a.last_name) AS provider_name, a.email
     FROM provider_credentials pc JOIN credential_kinds k ON k.id = pc.kind_id
     JOIN accounts a ON a.id = pc.provider_id
     WHERE a.deleted_at IS NULL AND ($1::text[] IS NULL OR pc.status = ANY($1::text[]))
     ORDER BY pc.submitted_at, pc.id
     LIMIT 500`,
    [statusesFor(filter), today],
  );
  const link = mediaLinks(env, 'kyc', operatorId);
  return rows.map((row) => ({
    ...toCredential(row, link),
    ProviderID: row.provider_id,
    ProviderName: row.provider_name,
    Email: row.email,
  }));
}

/** Verifies or queries a credential waiting for a decision; the provider hears of it on the bell and by push. */
export async function reviewCredential(
  db: Database,
  siteLinks: SiteLinks,
  operatorId: string,
  credentialId: number,
  input: CredentialReviewInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ provider_id: string; status: CredentialStatus; name: string }>(
      `SELECT pc.provider_id, pc.status, k.name FROM provider_credentials pc
       JOIN credential_kinds k ON k.id = pc.kind_id WHERE pc.id = $1 FOR UPDATE OF pc`,
      [credentialId],
    );
    if (!row) throw new ApiError(404, words.notFound);
    if (row.status !== 'SUBMITTED') throw new ApiError(409, words.alreadyDecided);
    await tx.query(
      `UPDATE provider_credentials SET status = $2, note = $3, reviewed_at = now(), reviewer_id = $4 WHERE id = $1`,
      [credentialId, input.status, input.note ?? null, operatorId],
    );
    await recordAudit(tx, {
      operatorId,
      action: 'credential.review',
      subjectType: 'credential',
      subjectId: String(credentialId),
      accountId: row.provider_id,
      before: { Status: row.status },
      after: { Status: input.status },
      note: input.note ?? null,
    });
    const notice: Words = (w) =>
      input.status === 'VERIFIED'
        ? w.t('notices:credential.verified', { name: row.name })
        : w.t('notices:credential.queried', { name: row.name, note: input.note ?? '' });
    await notify(tx, row.provider_id, notice, providerLinks.credentials, { push: 'KYC_DECISION', siteLinks });
  });
}
