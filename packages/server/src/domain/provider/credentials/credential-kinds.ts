// The operator's definitions: credential kinds, and which categories or products require which. A
// requirement is a group of kinds, any one of which meets it (electrical work: NICEIC or NAPIT).
import type {
  CredentialKind,
  CredentialKindInput,
  CredentialRequirement,
  CredentialRequirementInput,
} from '@callout/contracts/credentials';
import { ApiError } from '../../../errors';
import type { Database, Queryable } from '../../../infra/db/database';
import { recordAudit } from '../../ops/audit-log-store';
import {
  categoryExists,
  deleteRequirement,
  insertKind,
  insertRequirement,
  type KindRow,
  kindNameTaken,
  kindRow,
  kindRows,
  knownKindCount,
  productExists,
  requirementKindRows,
  requirementRows,
  updateKind,
} from './credential-kinds-store';
import { credentialServerMessages as words } from './messages';

export const toKind = (row: KindRow): CredentialKind => ({
  KindID: row.id,
  Name: row.name,
  IssuingBody: row.issuing_body,
  HasNumber: row.has_number,
  HasExpiry: row.has_expiry,
  RegisterUrl: row.register_url,
});

export async function listKinds(db: Queryable): Promise<CredentialKind[]> {
  return (await kindRows(db)).map(toKind);
}

export async function findKind(db: Queryable, id: number): Promise<CredentialKind | null> {
  const row = await kindRow(db, id);
  return row ? toKind(row) : null;
}

export async function addKind(
  db: Database,
  operatorId: string,
  input: CredentialKindInput,
): Promise<CredentialKind> {
  return db.transaction(async (tx) => {
    const row = await insertKind(tx, input);
    if (!row) throw new ApiError(409, words.kindExists);
    await recordAudit(tx, {
      operatorId,
      action: 'credential.kind-add',
      subjectType: 'credential-kind',
      subjectId: String(row.id),
      after: toKind(row),
    });
    return toKind(row);
  });
}

/** Changes a kind's words and register; whether it has a number and an expiry applies to new credentials. */
export async function changeKind(
  db: Database,
  operatorId: string,
  id: number,
  input: CredentialKindInput,
): Promise<CredentialKind> {
  return db.transaction(async (tx) => {
    const before = await kindRow(tx, id, true);
    if (!before) throw new ApiError(404, words.unknownKind);
    if (await kindNameTaken(tx, input.name, id)) throw new ApiError(409, words.kindExists);
    const row = await updateKind(tx, id, input);
    if (!row) throw new ApiError(404, words.unknownKind);
    await recordAudit(tx, {
      operatorId,
      action: 'credential.kind-change',
      subjectType: 'credential-kind',
      subjectId: String(id),
      before: toKind(before),
      after: toKind(row),
    });
    return toKind(row);
  });
}

export async function listRequirements(db: Queryable): Promise<CredentialRequirement[]> {
  const requirements = await requirementRows(db);
  const kinds = await requirementKindRows(db);
  return requirements.map((row) => ({
    RequirementID: row.id,
    Category: row.category,
    ProductID: row.product_id === null ? null : String(row.product_id),
    Product: row.product,
    MinCover: row.min_cover_minor === null ? null : Number(row.min_cover_minor),
    Kinds: kinds.filter((kind) => kind.requirement_id === row.id).map(toKind),
  }));
}

export async function addRequirement(
  db: Database,
  operatorId: string,
  input: CredentialRequirementInput,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (input.category) {
      if (!(await categoryExists(tx, input.category))) throw new ApiError(404, words.unknownCategory);
    }
    if (input.product !== undefined) {
      if (!(await productExists(tx, input.product))) throw new ApiError(404, words.unknownProduct);
    }
    if ((await knownKindCount(tx, input.kinds)) !== input.kinds.length)
      throw new ApiError(404, words.unknownKind);
    const id = await insertRequirement(tx, input);
    await recordAudit(tx, {
      operatorId,
      action: 'credential.requirement-add',
      subjectType: 'credential-requirement',
      subjectId: String(id),
      after: { Category: input.category ?? null, ProductID: input.product ?? null, Kinds: input.kinds },
    });
    return id;
  });
}

export async function removeRequirement(db: Database, operatorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteRequirement(tx, id);
    if (!removed) throw new ApiError(404, words.requirementNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'credential.requirement-remove',
      subjectType: 'credential-requirement',
      subjectId: String(id),
      before: { Category: removed.category ?? null, ProductID: removed.product_id ?? null },
    });
  });
}
