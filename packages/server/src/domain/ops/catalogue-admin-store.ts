// The catalogue as operators change it (categories, specifics, products): every row, hidden ones included,
// each locked while it is changed. Nothing is deleted: hiding is how something leaves the catalogue.
import type { PayRate } from '@callout/contracts/fields';
import type { Queryable } from '../../infra/db/database';

export interface CategoryRow {
  name: string;
  description: string;
  img_link: string;
  position: number;
  hidden: boolean;
}
export interface SpecificRow {
  category: string;
  name: string;
  description: string;
  img_link: string;
  hidden: boolean;
}
export interface ProductAdminRow {
  id: number;
  category: string;
  specific: string;
  name: string;
  description: string;
  img_link: string;
  currency: string;
  min_price: string;
  max_price: string;
  pay_rate: PayRate;
  duration_minutes: number | null;
  hidden: boolean;
  cancel_exempt: boolean;
  repeatable: boolean;
  orders: number;
}

/** A product's own row, without its count of orders. */
export type ProductRow = Omit<ProductAdminRow, 'orders'>;

/** The whole catalogue, hidden rows included, each list in the order customers see it. */
export async function catalogueRows(db: Queryable) {
  const categories = await db.query<CategoryRow>('SELECT * FROM categories ORDER BY position, name');
  const specifics = await db.query<SpecificRow>('SELECT * FROM specifics ORDER BY category, name');
  const products = await db.query<ProductAdminRow>(
    `SELECT p.*, (SELECT count(*)::int FROM orders o WHERE o.product_id = p.id) AS orders
     FROM products p ORDER BY p.name, p.id`,
  );
  return { categories, specifics, products };
}

export async function lockCategory(tx: Queryable, name: string): Promise<CategoryRow | null> {
  const [row] = await tx.query<CategoryRow>('SELECT * FROM categories WHERE name = $1 FOR UPDATE', [name]);
  return row ?? null;
}

export async function lockSpecific(
  tx: Queryable,
  category: string,
  name: string,
): Promise<SpecificRow | null> {
  const [row] = await tx.query<SpecificRow>(
    'SELECT * FROM specifics WHERE category = $1 AND name = $2 FOR UPDATE',
    [category, name],
  );
  return row ?? null;
}

/** The product by its id as text, locked until the transaction ends; null without it. */
export async function lockProduct(tx: Queryable, productId: string): Promise<ProductRow | null> {
  const [row] = await tx.query<ProductRow>('SELECT * FROM products WHERE id::text = $1 FOR UPDATE', [
    productId,
  ]);
  return row ?? null;
}

/** Whether a category has this name, compared without case. */
export async function categoryNameTaken(tx: Queryable, name: string): Promise<boolean> {
  const [clash] = await tx.query('SELECT 1 FROM categories WHERE lower(name) = lower($1)', [name]);
  return clash !== undefined;
}

/** A new category, last in the list; null when the name was taken meanwhile. */
export async function insertCategory(
  tx: Queryable,
  category: { name: string; description: string; link: string },
): Promise<CategoryRow | null> {
  const [row] = await tx.query<CategoryRow>(
    `INSERT INTO categories (name, description, img_link, position)
       VALUES ($1, $2, $3, (SELECT coalesce(max(position), -1) + 1 FROM categories))
       ON CONFLICT (name) DO NOTHING RETURNING *`,
    [category.name, category.description, category.link],
  );
  return row ?? null;
}

export async function updateCategory(
  tx: Queryable,
  name: string,
  change: { description: string; link: string },
): Promise<CategoryRow | null> {
  const [after] = await tx.query<CategoryRow>(
    'UPDATE categories SET description = $2, img_link = $3 WHERE name = $1 RETURNING *',
    [name, change.description, change.link],
  );
  return after ?? null;
}

export async function setCategoryHiddenRow(tx: Queryable, name: string, hidden: boolean): Promise<void> {
  await tx.query('UPDATE categories SET hidden = $2 WHERE name = $1', [name, hidden]);
}

/** Whether the category has a specific of this name, compared without case. */
export async function specificNameTaken(tx: Queryable, category: string, name: string): Promise<boolean> {
  const [clash] = await tx.query('SELECT 1 FROM specifics WHERE category = $1 AND lower(name) = lower($2)', [
    category,
    name,
  ]);
  return clash !== undefined;
}

export async function insertSpecific(
  tx: Queryable,
  specific: { category: string; name: string; description: string; link: string },
): Promise<SpecificRow | null> {
  const [row] = await tx.query<SpecificRow>(
    `INSERT INTO specifics (category, name, description, img_link) VALUES ($1, $2, $3, $4) RETURNING *`,
    [specific.category, specific.name, specific.description, specific.link],
  );
  return row ?? null;
}

export async function updateSpecific(
  tx: Queryable,
  place: { category: string; name: string },
  change: { description: string; link: string },
): Promise<SpecificRow | null> {
  const [after] = await tx.query<SpecificRow>(
    `UPDATE specifics SET description = $3, img_link = $4 WHERE category = $1 AND name = $2 RETURNING *`,
    [place.category, place.name, change.description, change.link],
  );
  return after ?? null;
}

export async function setSpecificHiddenRow(
  tx: Queryable,
  place: { category: string; name: string },
  hidden: boolean,
): Promise<void> {
  await tx.query('UPDATE specifics SET hidden = $3 WHERE category = $1 AND name = $2', [
    place.category,
    place.name,
    hidden,
  ]);
}

/** Whether the specific has a product of this title (compared without case), `except` one left out. */
export async function productTitleTaken(
  tx: Queryable,
  place: { category: string; specific: string },
  title: string,
  except: number | null,
): Promise<boolean> {
  const [clash] = await tx.query(
    `SELECT 1 FROM products WHERE category = $1 AND specific = $2 AND lower(name) = lower($3)
       AND ($4::int IS NULL OR id <> $4)`,
    [place.category, place.specific, title, except],
  );
  return clash !== undefined;
}

export interface ProductFields {
  name: string;
  description: string;
  link: string;
  minPrice: number;
  maxPrice: number;
  payRate: PayRate;
  /** Typical minutes; null keeps what there is (a new product has none). */
  duration: number | null;
}

/** A new product in GBP, the only currency sold today. */
export async function insertProduct(
  tx: Queryable,
  place: { category: string; specific: string },
  fields: ProductFields,
): Promise<ProductRow | null> {
  const [row] = await tx.query<ProductRow>(
    `INSERT INTO products (category, specific, name, description, img_link, currency, min_price, max_price,
         pay_rate, duration_minutes)
       VALUES ($1, $2, $3, $4, $5, 'GBP', $6, $7, $8, $9) RETURNING *`,
    [
      place.category,
      place.specific,
      fields.name,
      fields.description,
      fields.link,
      fields.minPrice,
      fields.maxPrice,
      fields.payRate,
      fields.duration,
    ],
  );
  return row ?? null;
}

export async function updateProduct(
  tx: Queryable,
  id: number,
  fields: ProductFields,
): Promise<ProductRow | null> {
  const [after] = await tx.query<ProductRow>(
    `UPDATE products SET name = $2, description = $3, img_link = $4, min_price = $5, max_price = $6,
         pay_rate = $7, duration_minutes = coalesce($8, duration_minutes)
       WHERE id = $1 RETURNING *`,
    [
      id,
      fields.name,
      fields.description,
      fields.link,
      fields.minPrice,
      fields.maxPrice,
      fields.payRate,
      fields.duration,
    ],
  );
  return after ?? null;
}

/** Sets one of the product's switches: hidden, exempt from the right to cancel, or repeatable. */
export async function setProductFlag(
  tx: Queryable,
  id: number,
  flag: 'hidden' | 'cancel_exempt' | 'repeatable',
  value: boolean,
): Promise<void> {
  await tx.query(`UPDATE products SET ${flag} = $2 WHERE id = $1`, [id, value]);
}
