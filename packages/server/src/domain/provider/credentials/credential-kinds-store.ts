// The operator's credential definitions as stored: kinds, and requirements (a category's or a product's
// group of kinds, any one of which meets it). credential-kinds.ts checks and audits each change.
import type { CredentialKindInput, CredentialRequirementInput } from '@callout/contracts/credentials';
import type { Queryable } from '../../../infra/db/database';

export interface KindRow {
  id: number;
  name: string;
  issuing_body: string;
  has_number: boolean;
  has_expiry: boolean;
  register_url: string | null;
}

const kindColumns = 'k.id, k.name, k.issuing_body, k.has_number, k.has_expiry, k.register_url';

export function kindRows(db: Queryable): Promise<KindRow[]> {
  return db.query<KindRow>(`SELECT ${kindColumns} FROM credential_kinds k ORDER BY k.name, k.id`);
}

/** The kind; `lock` holds its row until the transaction ends. */
export async function kindRow(db: Queryable, id: number, lock = false): Promise<KindRow | undefined> {
  const [row] = lock
    ? await db.query<KindRow>(`SELECT ${kindColumns} FROM credential_kinds k WHERE k.id = $1 FOR UPDATE`, [
        id,
      ])
    : await db.query<KindRow>(`SELECT ${kindColumns} FROM credential_kinds k WHERE k.id = $1`, [id]);
  return row;
}

/** The new kind; undefined when one of that name exists. */
export async function insertKind(tx: Queryable, input: CredentialKindInput): Promise<KindRow | undefined> {
  const [row] = await tx.query<KindRow>(
    `INSERT INTO credential_kinds (name, issuing_body, has_number, has_expiry, register_url)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (name) DO NOTHING
       RETURNING id, name, issuing_body, has_number, has_expiry, register_url`,
    [input.name, input.issuingBody, input.hasNumber, input.hasExpiry, input.registerUrl ?? null],
  );
  return row;
}

/** Whether another kind than `id` has the name. */
export async function kindNameTaken(tx: Queryable, name: string, id: number): Promise<boolean> {
  const [clash] = await tx.query('SELECT 1 FROM credential_kinds WHERE name = $1 AND id <> $2', [name, id]);
  return clash !== undefined;
}

export async function updateKind(
  tx: Queryable,
  id: number,
  input: CredentialKindInput,
): Promise<KindRow | undefined> {
  const [row] = await tx.query<KindRow>(
    `UPDATE credential_kinds SET name = $2, issuing_body = $3, has_number = $4, has_expiry = $5, register_url = $6
       WHERE id = $1 RETURNING id, name, issuing_body, has_number, has_expiry, register_url`,
    [id, input.name, input.issuingBody, input.hasNumber, input.hasExpiry, input.registerUrl ?? null],
  );
  return row;
}

export interface RequirementRow {
  id: number;
  category: string | null;
  product_id: number | null;
  product: string | null;
  min_cover_minor: string | number | null;
}

export function requirementRows(db: Queryable): Promise<RequirementRow[]> {
  return db.query<RequirementRow>(
    `SELECT r.id, r.category, r.product_id, p.name AS product, r.min_cover_minor
     FROM credential_requirements r LEFT JOIN products p ON p.id = r.product_id
     ORDER BY r.category NULLS FIRST, p.name NULLS FIRST, r.id`,
  );
}

/** Every requirement's kinds, by name. */
export function requirementKindRows(db: Queryable): Promise<Array<KindRow & { requirement_id: number }>> {
  return db.query<KindRow & { requirement_id: number }>(
    `SELECT rk.requirement_id, ${kindColumns}
     FROM credential_requirement_kinds rk JOIN credential_kinds k ON k.id = rk.kind_id
     ORDER BY k.name, k.id`,
  );
}

export async function categoryExists(tx: Queryable, name: string): Promise<boolean> {
  const [category] = await tx.query('SELECT 1 FROM categories WHERE name = $1', [name]);
  return category !== undefined;
}

export async function productExists(tx: Queryable, id: number): Promise<boolean> {
  const [product] = await tx.query('SELECT 1 FROM products WHERE id = $1', [id]);
  return product !== undefined;
}

/** How many of the ids name a kind. */
export async function knownKindCount(tx: Queryable, ids: readonly number[]): Promise<number> {
  const known = await tx.query<{ id: number }>('SELECT id FROM credential_kinds WHERE id = ANY($1::int[])', [
    ids,
  ]);
  return known.length;
}

/** The new requirement's id, with its kinds. */
export async function insertRequirement(tx: Queryable, input: CredentialRequirementInput): Promise<number> {
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
  return row.id;
}

/** What the removed requirement applied to; undefined when there was none. */
export async function deleteRequirement(
  tx: Queryable,
  id: number,
): Promise<{ category: string | null; product_id: number | null } | undefined> {
  const removed = await tx.query<{ category: string | null; product_id: number | null }>(
    'DELETE FROM credential_requirements WHERE id = $1 RETURNING category, product_id',
    [id],
  );
  return removed[0];
}
