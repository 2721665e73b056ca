// The operators' catalogue: categories, specifics and products created, edited, hidden
// and shown, each change with its audit entry in the same transaction. There is no delete: orders and
// service requests point at products, and a category's or specific's name is copied into orders, so
// hiding is how something leaves the catalogue (domain/catalogue/visibility.ts keeps hidden rows out of every
// public list and every booking).
import { noSpecific } from '@callout/contracts/catalog';
import type { PayRate } from '@callout/contracts/fields';
import type { OpsCategory, OpsProduct } from '@callout/contracts/ops-catalogue';
import { pictureVariantMessage } from '@callout/contracts/picture-link';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { checkPicture, storePicture as storeChecked } from '../../infra/images/image-store';
import { recordAudit } from './audit-log-store';

export const catalogueAdminMessages = {
  listed: 'Catalogue loaded.',
  categoryNotFound: 'We could not find this category.',
  specificNotFound: 'We could not find this specific.',
  productNotFound: 'We could not find this product.',
  categoryExists: 'A category with this name exists already.',
  specificExists: 'This category has a specific with this name already.',
  productExists: 'This specific has a product with this title already.',
  saved: (what: string) => `${what} saved.`,
  hidden: (what: string, hidden: boolean) =>
    hidden ? `${what} hidden: customers no longer see it.` : `${what} shown to customers again.`,
  cancelExempt: (exempt: boolean) =>
    exempt
      ? 'Product marked exempt from the 14-day right to cancel: the cancellation policy alone applies.'
      : 'Product follows the 14-day right to cancel again.',
  repeatable: (repeatable: boolean) =>
    repeatable
      ? 'Product marked repeatable: customers may book it as a series of visits.'
      : 'Product no longer offered as a series; series already booked carry on.',
} as const;

/**
 * Pictures are public, like the seeded ones: stored once, at a new id, with the smaller copies the console
 * made, and linked as /api/images/<id>#<size>;<copies' widths> (@callout/contracts/picture-link).
 */
async function storePicture(tx: Queryable, base64: string, variants?: readonly string[]): Promise<string> {
  return storeChecked(tx, checkPicture(base64, variants));
}

/** An edit's picture: the new one with its copies, or the one there is (copies alone are refused). */
async function changedPicture(
  tx: Queryable,
  input: { image?: string | undefined; imageVariants?: string[] | undefined },
  before: string,
): Promise<string> {
  if (input.image) return storePicture(tx, input.image, input.imageVariants);
  if (input.imageVariants?.length) throw new ApiError(400, pictureVariantMessage);
  return before;
}

interface CategoryRow {
  name: string;
  description: string;
  img_link: string;
  position: number;
  hidden: boolean;
}
interface SpecificRow {
  category: string;
  name: string;
  description: string;
  img_link: string;
  hidden: boolean;
}
interface ProductAdminRow {
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

function toOpsProduct(row: ProductAdminRow): OpsProduct {
  return {
    Id: String(row.id),
    Product: row.name,
    Description: row.description,
    imgLink: row.img_link,
    Currency: row.currency,
    MinPrice: Number(row.min_price),
    MaxPrice: Number(row.max_price),
    PayRate: row.pay_rate,
    Duration: row.duration_minutes,
    Hidden: row.hidden,
    CancelExempt: row.cancel_exempt,
    Repeatable: row.repeatable,
    Orders: row.orders,
  };
}

/** The whole catalogue, hidden rows included, in the order customers see it. */
export async function opsCatalogue(db: Queryable): Promise<OpsCategory[]> {
  const categories = await db.query<CategoryRow>('SELECT * FROM categories ORDER BY position, name');
  const specifics = await db.query<SpecificRow>('SELECT * FROM specifics ORDER BY category, name');
  const products = await db.query<ProductAdminRow>(
    `SELECT p.*, (SELECT count(*)::int FROM orders o WHERE o.product_id = p.id) AS orders
     FROM products p ORDER BY p.name, p.id`,
  );
  return categories.map((category) => ({
    Category: category.name,
    Description: category.description,
    imgLink: category.img_link,
    Hidden: category.hidden,
    Specifics: specifics
      .filter((specific) => specific.category === category.name)
      .map((specific) => ({
        Specifics: specific.name,
        Description: specific.description,
        imgLink: specific.img_link,
        Hidden: specific.hidden,
        Products: products
          .filter((product) => product.category === category.name && product.specific === specific.name)
          .map(toOpsProduct),
      })),
  }));
}

const categorySnapshot = (row: CategoryRow) => ({
  Category: row.name,
  Description: row.description,
  imgLink: row.img_link,
  Hidden: row.hidden,
});
const specificSnapshot = (row: SpecificRow) => ({
  Category: row.category,
  Specifics: row.name,
  Description: row.description,
  imgLink: row.img_link,
  Hidden: row.hidden,
});
const productSnapshot = (row: Omit<ProductAdminRow, 'orders'>) => ({
  Category: row.category,
  Specifics: row.specific,
  Product: row.name,
  Description: row.description,
  imgLink: row.img_link,
  PayRate: row.pay_rate,
  MinPrice: Number(row.min_price),
  MaxPrice: Number(row.max_price),
  Duration: row.duration_minutes,
  Hidden: row.hidden,
  CancelExempt: row.cancel_exempt,
  Repeatable: row.repeatable,
});

async function lockedCategory(tx: Queryable, name: string): Promise<CategoryRow> {
  const [row] = await tx.query<CategoryRow>('SELECT * FROM categories WHERE name = $1 FOR UPDATE', [name]);
  if (!row) throw new ApiError(404, catalogueAdminMessages.categoryNotFound);
  return row;
}

async function lockedSpecific(tx: Queryable, category: string, name: string): Promise<SpecificRow> {
  const [row] = await tx.query<SpecificRow>(
    'SELECT * FROM specifics WHERE category = $1 AND name = $2 FOR UPDATE',
    [category, name],
  );
  if (!row) throw new ApiError(404, catalogueAdminMessages.specificNotFound);
  return row;
}

async function lockedProduct(tx: Queryable, productId: string): Promise<Omit<ProductAdminRow, 'orders'>> {
  const [row] = await tx.query<Omit<ProductAdminRow, 'orders'>>(
    'SELECT * FROM products WHERE id::text = $1 FOR UPDATE',
    [productId],
  );
  if (!row) throw new ApiError(404, catalogueAdminMessages.productNotFound);
  return row;
}

export interface CategoryChange {
  category: string;
  description: string;
  image?: string | undefined;
  imageVariants?: string[] | undefined;
}

/** A new category, last in the list, with a NONE specific so the booking flow skips the choice. */
export async function createCategory(db: Database, operatorId: string, input: CategoryChange): Promise<void> {
  await db.transaction(async (tx) => {
    // The name is the key; compared without case so "cleaning" cannot sit beside "Cleaning".
    const [clash] = await tx.query('SELECT 1 FROM categories WHERE lower(name) = lower($1)', [
      input.category,
    ]);
    if (clash) throw new ApiError(409, catalogueAdminMessages.categoryExists);
    const link = await storePicture(tx, input.image ?? '', input.imageVariants);
    const [row] = await tx.query<CategoryRow>(
      `INSERT INTO categories (name, description, img_link, position)
       VALUES ($1, $2, $3, (SELECT coalesce(max(position), -1) + 1 FROM categories))
       ON CONFLICT (name) DO NOTHING RETURNING *`,
      [input.category, input.description, link],
    );
    if (!row) throw new ApiError(409, catalogueAdminMessages.categoryExists);
    await tx.query('INSERT INTO specifics (category, name, description, img_link) VALUES ($1, $2, $3, $4)', [
      row.name,
      noSpecific,
      row.description,
      link,
    ]);
    await recordAudit(tx, {
      operatorId,
      action: 'category.create',
      subjectType: 'category',
      subjectId: row.name,
      after: categorySnapshot(row),
    });
  });
}

export async function editCategory(db: Database, operatorId: string, input: CategoryChange): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCategory(tx, input.category);
    const link = await changedPicture(tx, input, before.img_link);
    const [after] = await tx.query<CategoryRow>(
      'UPDATE categories SET description = $2, img_link = $3 WHERE name = $1 RETURNING *',
      [before.name, input.description, link],
    );
    if (!after) throw new ApiError(404, catalogueAdminMessages.categoryNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'category.update',
      subjectType: 'category',
      subjectId: before.name,
      before: categorySnapshot(before),
      after: categorySnapshot(after),
    });
  });
}

export async function setCategoryHidden(
  db: Database,
  operatorId: string,
  category: string,
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedCategory(tx, category);
    await tx.query('UPDATE categories SET hidden = $2 WHERE name = $1', [before.name, hidden]);
    await recordAudit(tx, {
      operatorId,
      action: hidden ? 'category.hide' : 'category.show',
      subjectType: 'category',
      subjectId: before.name,
      before: categorySnapshot(before),
      after: categorySnapshot({ ...before, hidden }),
    });
  });
}

export interface SpecificChange {
  category: string;
  specific: string;
  description: string;
  image?: string | undefined;
  imageVariants?: string[] | undefined;
}

/** The subject id of a specific in the audit log: it has no id of its own. */
const specificKey = (category: string, specific: string) => `${category} / ${specific}`;

export async function createSpecific(db: Database, operatorId: string, input: SpecificChange): Promise<void> {
  await db.transaction(async (tx) => {
    const category = await lockedCategory(tx, input.category);
    const [clash] = await tx.query(
      'SELECT 1 FROM specifics WHERE category = $1 AND lower(name) = lower($2)',
      [category.name, input.specific],
    );
    if (clash) throw new ApiError(409, catalogueAdminMessages.specificExists);
    const link = await storePicture(tx, input.image ?? '', input.imageVariants);
    const [row] = await tx.query<SpecificRow>(
      `INSERT INTO specifics (category, name, description, img_link) VALUES ($1, $2, $3, $4) RETURNING *`,
      [category.name, input.specific, input.description, link],
    );
    if (!row) throw new ApiError(409, catalogueAdminMessages.specificExists);
    await recordAudit(tx, {
      operatorId,
      action: 'specific.create',
      subjectType: 'specific',
      subjectId: specificKey(row.category, row.name),
      after: specificSnapshot(row),
    });
  });
}

export async function editSpecific(db: Database, operatorId: string, input: SpecificChange): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedSpecific(tx, input.category, input.specific);
    const link = await changedPicture(tx, input, before.img_link);
    const [after] = await tx.query<SpecificRow>(
      `UPDATE specifics SET description = $3, img_link = $4 WHERE category = $1 AND name = $2 RETURNING *`,
      [before.category, before.name, input.description, link],
    );
    if (!after) throw new ApiError(404, catalogueAdminMessages.specificNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'specific.update',
      subjectType: 'specific',
      subjectId: specificKey(before.category, before.name),
      before: specificSnapshot(before),
      after: specificSnapshot(after),
    });
  });
}

export async function setSpecificHidden(
  db: Database,
  operatorId: string,
  input: { category: string; specific: string; hidden: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedSpecific(tx, input.category, input.specific);
    await tx.query('UPDATE specifics SET hidden = $3 WHERE category = $1 AND name = $2', [
      before.category,
      before.name,
      input.hidden,
    ]);
    await recordAudit(tx, {
      operatorId,
      action: input.hidden ? 'specific.hide' : 'specific.show',
      subjectType: 'specific',
      subjectId: specificKey(before.category, before.name),
      before: specificSnapshot(before),
      after: specificSnapshot({ ...before, hidden: input.hidden }),
    });
  });
}

export interface ProductChange {
  product: string;
  description: string;
  payrate: PayRate;
  minprice: number;
  maxprice: number;
  /** Typical minutes; undefined keeps what there is. */
  duration?: number | undefined;
  image?: string | undefined;
  imageVariants?: string[] | undefined;
}

async function refuseTitleClash(
  tx: Queryable,
  place: { category: string; specific: string },
  title: string,
  except: number | null,
): Promise<void> {
  const [clash] = await tx.query(
    `SELECT 1 FROM products WHERE category = $1 AND specific = $2 AND lower(name) = lower($3)
       AND ($4::int IS NULL OR id <> $4)`,
    [place.category, place.specific, title, except],
  );
  if (clash) throw new ApiError(409, catalogueAdminMessages.productExists);
}

/** Returns the new product's id. Prices are in pounds (GBP, the only currency sold today). */
export async function createProduct(
  db: Database,
  operatorId: string,
  input: ProductChange & { category: string; specific: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const place = await lockedSpecific(tx, input.category, input.specific);
    await refuseTitleClash(tx, { category: place.category, specific: place.name }, input.product, null);
    const link = await storePicture(tx, input.image ?? '', input.imageVariants);
    const [row] = await tx.query<Omit<ProductAdminRow, 'orders'>>(
      `INSERT INTO products (category, specific, name, description, img_link, currency, min_price, max_price,
         pay_rate, duration_minutes)
       VALUES ($1, $2, $3, $4, $5, 'GBP', $6, $7, $8, $9) RETURNING *`,
      [
        place.category,
        place.name,
        input.product,
        input.description,
        link,
        input.minprice,
        input.maxprice,
        input.payrate,
        input.duration ?? null,
      ],
    );
    if (!row) throw new ApiError(409, catalogueAdminMessages.productExists);
    await recordAudit(tx, {
      operatorId,
      action: 'product.create',
      subjectType: 'product',
      subjectId: String(row.id),
      after: productSnapshot(row),
    });
    return String(row.id);
  });
}

/**
 * A new title, description, picture, pay rate or price range. Orders keep what was booked (they copy the
 * product); providers already offering it keep their price, and the range applies to their next change.
 */
export async function editProduct(
  db: Database,
  operatorId: string,
  productId: string,
  input: ProductChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    await refuseTitleClash(tx, before, input.product, before.id);
    const link = await changedPicture(tx, input, before.img_link);
    const [after] = await tx.query<Omit<ProductAdminRow, 'orders'>>(
      `UPDATE products SET name = $2, description = $3, img_link = $4, min_price = $5, max_price = $6,
         pay_rate = $7, duration_minutes = coalesce($8, duration_minutes)
       WHERE id = $1 RETURNING *`,
      [
        before.id,
        input.product,
        input.description,
        link,
        input.minprice,
        input.maxprice,
        input.payrate,
        input.duration ?? null,
      ],
    );
    if (!after) throw new ApiError(404, catalogueAdminMessages.productNotFound);
    await recordAudit(tx, {
      operatorId,
      action: 'product.update',
      subjectType: 'product',
      subjectId: String(before.id),
      before: productSnapshot(before),
      after: productSnapshot(after),
    });
  });
}

export async function setProductHidden(
  db: Database,
  operatorId: string,
  productId: string,
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    await tx.query('UPDATE products SET hidden = $2 WHERE id = $1', [before.id, hidden]);
    await recordAudit(tx, {
      operatorId,
      action: hidden ? 'product.hide' : 'product.show',
      subjectType: 'product',
      subjectId: String(before.id),
      before: productSnapshot(before),
      after: productSnapshot({ ...before, hidden }),
    });
  });
}

/**
 * Marks a product exempt from the 14-day right to cancel (car hire for a fixed date, urgent repairs), or
 * not. Orders read it from their product, so it applies to orders not yet cancelled too.
 */
export async function setProductCancelExempt(
  db: Database,
  operatorId: string,
  productId: string,
  exempt: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    await tx.query('UPDATE products SET cancel_exempt = $2 WHERE id = $1', [before.id, exempt]);
    await recordAudit(tx, {
      operatorId,
      action: exempt ? 'product.cancel-exempt' : 'product.cancel-right',
      subjectType: 'product',
      subjectId: String(before.id),
      before: productSnapshot(before),
      after: productSnapshot({ ...before, cancel_exempt: exempt }),
    });
  });
}

/**
 * Marks a product repeatable (customers may book it weekly, fortnightly or every four weeks), or not. A
 * series already booked carries on; only new series need the mark.
 */
export async function setProductRepeatable(
  db: Database,
  operatorId: string,
  productId: string,
  repeatable: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedProduct(tx, productId);
    await tx.query('UPDATE products SET repeatable = $2 WHERE id = $1', [before.id, repeatable]);
    await recordAudit(tx, {
      operatorId,
      action: repeatable ? 'product.repeatable' : 'product.not-repeatable',
      subjectType: 'product',
      subjectId: String(before.id),
      before: productSnapshot(before),
      after: productSnapshot({ ...before, repeatable }),
    });
  });
}
