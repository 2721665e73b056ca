// The operators' promotion cards: added, edited, hidden and shown, each change with its
// audit entry in the same transaction. A promotion is never deleted: hiding takes it off the dashboard and
// keeps what it said for the audit log.
import type { OpsPromotion } from '@callout/contracts/ops-catalogue';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { checkUpload, imageLink, storeImage } from '../../infra/images/image-store';
import { promotionLiveSql } from '../catalogue/dashboard/promotions-queries';
import { recordAudit } from './audit-log';

export const promotionMessages = {
  listed: 'Promotions loaded.',
  notFound: 'We could not find this promotion.',
  saved: 'Promotion saved.',
  hidden: (hidden: boolean) =>
    hidden
      ? 'Promotion hidden: the dashboard no longer shows it.'
      : 'Promotion shown again between its dates.',
} as const;

interface PromotionRow {
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

function toOpsPromotion(env: Pick<Env, 'PUBLIC_API_BASE_URL'>, row: PromotionRow): OpsPromotion {
  return {
    ID: String(row.id),
    Image: imageLink(env, row.image_id) ?? '',
    Description: row.description,
    Link: row.link,
    Starts: row.starts_on,
    Ends: row.ends_on,
    Position: row.position,
    Hidden: row.hidden,
    Live: row.live,
  };
}

/** What the audit log keeps of a promotion: everything but the derived Live. */
const snapshot = (row: PromotionRow) => ({
  Image: row.image_id,
  Description: row.description,
  Link: row.link,
  Starts: row.starts_on,
  Ends: row.ends_on,
  Position: row.position,
  Hidden: row.hidden,
});

/** All of them, in the dashboard's order; past and hidden ones included. */
export async function listPromotions(db: Queryable, env: Env): Promise<OpsPromotion[]> {
  const rows = await db.query<PromotionRow>(`${promotionSelect} ORDER BY position, id`);
  return rows.map((row) => toOpsPromotion(env, row));
}

export interface PromotionChange {
  description: string;
  link: string;
  starts: string;
  ends: string;
  position: number;
  image?: string | undefined;
}

async function lockedPromotion(tx: Queryable, promotionId: string): Promise<PromotionRow> {
  const [row] = await tx.query<PromotionRow>(`${promotionSelect} WHERE id::text = $1 FOR UPDATE`, [
    promotionId,
  ]);
  if (!row) throw new ApiError(404, promotionMessages.notFound);
  return row;
}

async function reread(tx: Queryable, id: number): Promise<PromotionRow> {
  const [row] = await tx.query<PromotionRow>(`${promotionSelect} WHERE id = $1`, [id]);
  if (!row) throw new ApiError(404, promotionMessages.notFound);
  return row;
}

export async function createPromotion(
  db: Database,
  operatorId: string,
  input: PromotionChange,
): Promise<string> {
  return db.transaction(async (tx) => {
    const imageId = await storeImage(tx, checkUpload(input.image ?? ''));
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO promotions (image_id, description, link, starts_on, ends_on, position)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [imageId, input.description, input.link, input.starts, input.ends, input.position],
    );
    if (!created) throw new ApiError(404, promotionMessages.notFound);
    const after = await reread(tx, created.id);
    await recordAudit(tx, {
      operatorId,
      action: 'promotion.create',
      subjectType: 'promotion',
      subjectId: String(created.id),
      after: snapshot(after),
    });
    return String(created.id);
  });
}

export async function editPromotion(
  db: Database,
  operatorId: string,
  promotionId: string,
  input: PromotionChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, promotionId);
    const imageId = input.image ? await storeImage(tx, checkUpload(input.image)) : before.image_id;
    await tx.query(
      `UPDATE promotions SET image_id = $2, description = $3, link = $4, starts_on = $5, ends_on = $6,
         position = $7
       WHERE id = $1`,
      [before.id, imageId, input.description, input.link, input.starts, input.ends, input.position],
    );
    await recordAudit(tx, {
      operatorId,
      action: 'promotion.update',
      subjectType: 'promotion',
      subjectId: String(before.id),
      before: snapshot(before),
      after: snapshot(await reread(tx, before.id)),
    });
  });
}

export async function setPromotionHidden(
  db: Database,
  operatorId: string,
  promotionId: string,
  hidden: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedPromotion(tx, promotionId);
    await tx.query('UPDATE promotions SET hidden = $2 WHERE id = $1', [before.id, hidden]);
    await recordAudit(tx, {
      operatorId,
      action: hidden ? 'promotion.hide' : 'promotion.show',
      subjectType: 'promotion',
      subjectId: String(before.id),
      before: snapshot(before),
      after: snapshot({ ...before, hidden }),
    });
  });
}
