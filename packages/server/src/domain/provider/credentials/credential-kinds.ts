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
import { credentialServerMessages as words } from './messages';

interface KindRow {
  id: number;
  name: string;
  issuing_body: string;
  has_number: boolean;
  has_expiry: boolean;
  register_url: string | null;
}

export const kindColumns = 'k.id, k.name, k.issuing_body, k.has_number, k.has_expiry, k.register_url';

export const toKind = (row: KindRow): CredentialKind => ({
  KindID: row.id,
  Name: row.name,
  IssuingBody: row.issuing_body,
  HasNumber: row.has_number,
  HasExpiry: row.has_expiry,
  RegisterUrl: row.register_url,
});

export async function listKinds(db: Queryable): Promise<CredentialKind[]> {
  const rows = await db.query<KindRow>(`SELECT ${kindColumns} FROM credential_kinds k ORDER BY k.name, k.id`);
  return rows.map(toKind);
}

export async function findKind(db: Queryable, id: number): Promise<CredentialKind | null> {
  const [row] = await db.query<KindRow>(`SELECT ${kindColumns} FROM credential_kinds k WHERE k.id = $1`, [
    id,
  ]);
  return row ? toKind(row) : null;
}

export async function addKind(
  db: Database,
  operatorId: string,
  input: CredentialKindInput,
): Promise<CredentialKind> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<KindRow>(
      `INSERT INTO credential_kinds (name, issuing_body, has_number, has_expiry, register_url)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING
       RETURNING id, name, issuing_body, has_number, has_expiry, register_url`,
      [input.name, input.issuingBody, input.hasNumber, input.hasExpiry, input.registerUrl ?? null],
    );
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
    const [before] = await tx.query<KindRow>(
      `SELECT ${kindColumns} FROM credential_kinds k WHERE k.id = $1 FOR UPDATE`,
      [id],
    );
    if (!before) throw new ApiError(404, words.unknownKind);
    const [clash] = await tx.query('SELECT 1 FROM credential_kinds WHERE name = $1 AND id <> $2', [
      input.name,
      id,
    ]);
    if (clash) throw new ApiError(409, words.kindExists);
    const [row] = await tx.query<KindRow>(
      `UPDATE credential_kinds SET name = $2, issuing_body = $3, has_number = $4, has_expiry = $5, register_url = $6
       WHERE id = $1 RETURNING id, name, issuing_body, has_number, has_expiry, register_url`,
      [id, input.name, input.issuingBody, input.hasNumber, input.hasExpiry, input.registerUrl ?? null],
    );
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

interface RequirementRow {
  id: number;
  category: string | null;
  product_id: number | null;
  product: string | null;
  min_cover_minor: string | number | null;
}

export async function listRequirements(db: Queryable): Promise<CredentialRequirement[]> {
  const requirements = await db.query<RequirementRow>(
    `SELECT r.id, r.category, r.product_id, p.name AS product, r.min_cover_minor
     FROM credential_requirements r LEFT JOIN products p ON p.id = r.product_id
     ORDER BY r.category NULLS FIRST, p.name NULLS FIRST, r.id`,
  );
  const kinds = await db.query<KindRow & { requirement_id: number }>(
    `SELECT rk.requirement_id, ${kindColumns}
     FROM credential_requirement_kinds rk JOIN credential_kinds k ON k.id = rk.kind_id
     ORDER BY k.name, k.id`,
  );
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
      const [category] = await tx.query('SELECT 1 FROM categories WHERE name = $1', [input.category]);
      if (!category) throw new ApiError(404, words.unknownCategory);
    }
    if (input.product !== undefined) {
      const [product] = await tx.query('SELECT 1 FROM products WHERE id = $1', [input.product]);
      if (!product) throw new ApiError(404, words.unknownProduct);
    }
    const known = await tx.query<{ id: number }>(
      'SELECT id FROM credential_kinds WHERE id = ANY($1::int[])',
      [input.kinds],
    );
    if (known.length !== input.kinds.length) throw new ApiError(404, words.unknownKind);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO credential_requirements (category, product_id, min_cover_minor) VALUES ($1, $2, $3) RETURNING id`,
      [
        input.category ?? null,
        input.product ?? null,
        input.minCover === undefined ? null : input.minCover * 100,
      ],
    );
    if (!row) throw new Error('requirement not inserted');
    for (const kind of input.kinds) {
      await tx.query('INSERT INTO credential_requirement_kinds (requirement_id, kind_id) VALUES ($1, $2)', [
        row.id,
        kind,
      ]);
    }
    await recordAudit(tx, {
      operatorId,
      action: 'credential.requirement-add',
      subjectType: 'credential-requirement',
      subjectId: String(row.id),
      after: { Category: input.category ?? null, ProductID: input.product ?? null, Kinds: input.kinds },
    });
    return row.id;
  });
}

export async function removeRequirement(db: Database, operatorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx.query<{ category: string | null; product_id: number | null }>(
      'DELETE FROM credential_requirements WHERE id = $1 RETURNING category, product_id',
      [id],
    );
    if (removed.length === 0) throw new ApiError(404, words.requirementNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'credential.requirement-remove',
      subjectType: 'credential-requirement',
      subjectId: String(id),
      before: { Category: removed[0]?.category ?? null, ProductID: removed[0]?.product_id ?? null },
    });
  });
}
