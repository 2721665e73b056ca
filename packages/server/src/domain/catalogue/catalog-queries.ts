// The catalogue lists behind /categories, /specifics and /products, in the contract's shapes.
import type { Category, Product, Specific } from '@callout/contracts/catalog';
import type { PayRate } from '@callout/contracts/fields';
import type { Queryable } from '../../infra/db/database';
import type { Row } from '../../infra/db/row';
import type { Tables } from '../../infra/db/schema.generated';
import { containsPattern } from './search';
import { productVisibleSql, specificVisibleSql } from './visibility';

export async function listCategories(db: Queryable, search: string): Promise<Category[]> {
  const rows = await db.query<{ name: string; description: string; img_link: string }>(
    `SELECT name, description, img_link FROM categories
     WHERE NOT hidden AND (name ILIKE $1 OR description ILIKE $1) ORDER BY position, name`,
    [containsPattern(search)],
  );
  return rows.map((r) => ({ Category: r.name, Description: r.description, imgLink: r.img_link }));
}

export async function listSpecifics(db: Queryable, category: string, search: string): Promise<Specific[]> {
  const rows = await db.query<{ name: string; description: string; img_link: string }>(
    `SELECT s.name, s.description, s.img_link FROM specifics s
     WHERE s.category = $1 AND ${specificVisibleSql('s')} AND (s.name ILIKE $2 OR s.description ILIKE $2)
     ORDER BY s.name`,
    [category, containsPattern(search)],
  );
  return rows.map((r) => ({ Specifics: r.name, Description: r.description, imgLink: r.img_link }));
}

/** The prices are numeric, so text: read them with Number(). */
export type ProductRow = Row<
  Tables['products'],
  | 'id'
  | 'category'
  | 'specific'
  | 'name'
  | 'description'
  | 'img_link'
  | 'currency'
  | 'min_price'
  | 'max_price'
  | 'duration_minutes'
  | 'repeatable'
  | 'cancel_exempt',
  { pay_rate: PayRate }
>;

export function toProduct(row: ProductRow): Product {
  return {
    Id: String(row.id),
    Product: row.name,
    Description: row.description,
    imgLink: row.img_link,
    Currency: row.currency,
    MinPrice: Number(row.min_price),
    MaxPrice: Number(row.max_price),
    PayRate: row.pay_rate,
    Repeatable: row.repeatable,
    CancelExempt: row.cancel_exempt,
  };
}

export async function listProducts(
  db: Queryable,
  category: string,
  specific: string,
  search: string,
): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `SELECT * FROM products p WHERE p.category = $1 AND p.specific = $2 AND ${productVisibleSql('p')}
       AND (p.name ILIKE $3 OR p.description ILIKE $3)
     ORDER BY p.name`,
    [category, specific, containsPattern(search)],
  );
  return rows.map(toProduct);
}

/** The largest integer column value (products.id is an integer). */
const maxInteger = 2 ** 31 - 1;
const decimalId = /^[1-9][0-9]{0,9}$/;

/**
 * A product id as the integer it names, or null when the text names none. Ids arrive as text from forms and
 * match only as the id is written ("7", not "07" or "7.0"), as comparing the id's text did; compared as an
 * integer, the match reads the product's index rather than every row.
 */
export function productIdNumber(productId: string): number | null {
  if (!decimalId.test(productId)) return null;
  const id = Number(productId);
  return id <= maxInteger ? id : null;
}

/** A product customers may book and providers may ask to offer: a hidden one is not found. */
export async function findProduct(db: Queryable, productId: string): Promise<ProductRow | null> {
  const id = productIdNumber(productId);
  if (id === null) return null;
  const [row] = await db.query<ProductRow>(
    `SELECT * FROM products p WHERE p.id = $1 AND ${productVisibleSql('p')}`,
    [id],
  );
  return row ?? null;
}
