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
import { storeKycDocument } from '../kyc/kyc-documents-store';
import { checkCredentialDocument } from './credential-documents';
import { findKind } from './credential-kinds';
import { credentialServerMessages as words } from './messages';
import {
  type CredentialRow,
  credentialRows,
  insertCredential,
  lockCredential,
  queueRows,
  requirementRowsFor,
  saveReview,
  uncoveredRows,
} from './provider-credentials-store';

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
  const rows = await credentialRows(db, providerId, today);
  const link = mediaLinks(env, 'kyc', providerId);
  return rows.map((row) => toCredential(row, link));
}

/** The products the provider offers that their credentials do not cover today, with the kinds each needs. */
export async function uncoveredProducts(
  db: Queryable,
  providerId: string,
  today: string,
): Promise<Array<{ ProductID: string; Product: string; Needs: string[] }>> {
  const rows = await uncoveredRows(db, providerId, today);
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
  const rows = await requirementRowsFor(db, providerId);
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
    return insertCredential(tx, {
      providerId: provider.id,
      kindId: kind.KindID,
      number: kind.HasNumber ? (input.number ?? null) : null,
      expiresOn: kind.HasExpiry ? (input.expires ?? null) : null,
      coverMinor: input.cover === undefined ? null : input.cover * 100,
      documentId,
    });
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
  const rows = await queueRows(db, statusesFor(filter), today);
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
    const row = await lockCredential(tx, credentialId);
    if (!row) throw new ApiError(404, words.notFound);
    if (row.status !== 'SUBMITTED') throw new ApiError(409, words.alreadyDecided);
    await saveReview(tx, credentialId, input.status, input.note ?? null, operatorId);
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
