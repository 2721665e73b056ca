// Promotion cards as operators manage them (promotions): every one, past and hidden included, with whether
// the dashboard shows it now. A promotion is never deleted, only hidden.
import type { Queryable } from '../../infra/db/database';
import { promotionLiveSql } from '../catalogue/dashboard/promotions-queries';

export interface PromotionRow {
  id: number;
  image_id: string;
  description: string;
  link: string;
  starts_on: string;
  ends_on: string;
  position: number;
  hidden: boolean;
  live: boolean;
}

const promotionSelect = `SELECT id, image_id, description, link, to_char(starts_on, 'YYYY-MM-DD') AS starts_on,
    to_char(ends_on, 'YYYY-MM-DD') AS ends_on, position, hidden, ${promotionLiveSql} AS live
  FROM promotions`;

/** All of them, in the dashboard's order. */
export function allPromotions(db: Queryable): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(`${promotionSelect} ORDER BY position, id`);
}

/** One promotion by its id as text, locked until the transaction ends; null without it. */
export async function lockPromotion(tx: Queryable, promotionId: string): Promise<PromotionRow | null> {
  const [row] = await tx.query<PromotionRow>(`${promotionSelect} WHERE id::text = $1 FOR UPDATE`, [
    promotionId,
  ]);
  return row ?? null;
}

export async function findPromotion(tx: Queryable, id: number): Promise<PromotionRow | null> {
  const [row] = await tx.query<PromotionRow>(`${promotionSelect} WHERE id = $1`, [id]);
  return row ?? null;
}

export interface PromotionFields {
  imageId: string;
  description: string;
  link: string;
  starts: string;
  ends: string;
  position: number;
}

/** Adds a promotion; its id, or null. */
export async function insertPromotion(tx: Queryable, fields: PromotionFields): Promise<number | null> {
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO promotions (image_id, description, link, starts_on, ends_on, position)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [fields.imageId, fields.description, fields.link, fields.starts, fields.ends, fields.position],
  );
  return created?.id ?? null;
}

export async function updatePromotion(tx: Queryable, id: number, fields: PromotionFields): Promise<void> {
  await tx.query(
    `UPDATE promotions SET image_id = $2, description = $3, link = $4, starts_on = $5, ends_on = $6,
         position = $7
       WHERE id = $1`,
    [id, fields.imageId, fields.description, fields.link, fields.starts, fields.ends, fields.position],
  );
}

export async function setHidden(tx: Queryable, id: number, hidden: boolean): Promise<void> {
  await tx.query('UPDATE promotions SET hidden = $2 WHERE id = $1', [id, hidden]);
}
