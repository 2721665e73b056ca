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
import {
  type CategoryRow,
  catalogueRows,
  categoryNameTaken,
  insertCategory,
  insertProduct,
  insertSpecific,
  lockCategory,
  lockProduct,
  lockSpecific,
  type ProductAdminRow,
  type ProductRow,
  productTitleTaken,
  type SpecificRow,
  setCategoryHiddenRow,
  setProductFlag,
  setSpecificHiddenRow,
  specificNameTaken,
  updateCategory,
  updateProduct,
  updateSpecific,
} from './catalogue-admin-store';

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
  const { categories, specifics, products } = await catalogueRows(db);
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
const productSnapshot = (row: ProductRow) => ({
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
  const row = await lockCategory(tx, name);
  if (!row) throw new ApiError(404, catalogueAdminMessages.categoryNotFound);
  return row;
}

async function lockedSpecific(tx: Queryable, category: string, name: string): Promise<SpecificRow> {
  const row = await lockSpecific(tx, category, name);
  if (!row) throw new ApiError(404, catalogueAdminMessages.specificNotFound);
  return row;
}

async function lockedProduct(tx: Queryable, productId: string): Promise<ProductRow> {
  const row = await lockProduct(tx, productId);
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
    if (await categoryNameTaken(tx, input.category))
      throw new ApiError(409, catalogueAdminMessages.categoryExists);
    const link = await storePicture(tx, input.image ?? '', input.imageVariants);
    const row = await insertCategory(tx, { name: input.category, description: input.description, link });
    if (!row) throw new ApiError(409, catalogueAdminMessages.categoryExists);
    await insertSpecific(tx, { category: row.name, name: noSpecific, description: row.description, link });
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
    const after = await updateCategory(tx, before.name, { description: input.description, link });
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
    await setCategoryHiddenRow(tx, before.name, hidden);
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
    if (await specificNameTaken(tx, category.name, input.specific))
      throw new ApiError(409, catalogueAdminMessages.specificExists);
    const link = await storePicture(tx, input.image ?? '', input.imageVariants);
    const row = await insertSpecific(tx, {
      category: category.name,
      name: input.specific,
      description: input.description,
      link,
    });
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
    const after = await updateSpecific(tx, before, { description: input.description, link });
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
    await setSpecificHiddenRow(tx, before, input.hidden);
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

const productFields = (input: ProductChange, link: string) => ({
  name: input.product,
  description: input.description,
  link,
  minPrice: input.minprice,
  maxPrice: input.maxprice,
  payRate: input.payrate,
  duration: input.duration ?? null,
});

async function refuseTitleClash(
  tx: Queryable,
  place: { category: string; specific: string },
  title: string,
  except: number | null,
): Promise<void> {
  if (await productTitleTaken(tx, place, title, except))
    throw new ApiError(409, catalogueAdminMessages.productExists);
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
    const row = await insertProduct(
      tx,
      { category: place.category, specific: place.name },
      productFields(input, link),
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
    const after = await updateProduct(tx, before.id, productFields(input, link));
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
    await setProductFlag(tx, before.id, 'hidden', hidden);
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
    await setProductFlag(tx, before.id, 'cancel_exempt', exempt);
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
    await setProductFlag(tx, before.id, 'repeatable', repeatable);
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
