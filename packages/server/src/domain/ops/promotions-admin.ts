// The operators' promotion cards: added, edited, hidden and shown, each change with its
// audit entry in the same transaction. A promotion is never deleted: hiding takes it off the dashboard and
// keeps what it said for the audit log.
import type { OpsPromotion } from '@callout/contracts/ops-catalogue';
import type { Env } from '../../env';
import { ApiError } from '../../errors';
import type { Database, Queryable } from '../../infra/db/database';
import { checkUpload, imageLink, storeImage } from '../../infra/images/image-store';
import { recordAudit } from './audit-log-store';
import {
  allPromotions,
  findPromotion,
  insertPromotion,
  lockPromotion,
  type PromotionRow,
  setHidden,
  updatePromotion,
} from './promotion-admin-store';

export const promotionMessages = {
  listed: 'Promotions loaded.',
  notFound: 'We could not find this promotion.',
  saved: 'Promotion saved.',
  hidden: (hidden: boolean) =>
    hidden
      ? 'Promotion hidden: the dashboard no longer shows it.'
      : 'Promotion shown again between its dates.',
} as const;

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
  const rows = await allPromotions(db);
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
  const row = await lockPromotion(tx, promotionId);
  if (!row) throw new ApiError(404, promotionMessages.notFound);
  return row;
}

async function reread(tx: Queryable, id: number): Promise<PromotionRow> {
  const row = await findPromotion(tx, id);
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
    const created = await insertPromotion(tx, { imageId, ...input });
    if (created === null) throw new ApiError(404, promotionMessages.notFound);
    const after = await reread(tx, created);
    await recordAudit(tx, {
      operatorId,
      action: 'promotion.create',
      subjectType: 'promotion',
      subjectId: String(created),
      after: snapshot(after),
    });
    return String(created);
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
    await updatePromotion(tx, before.id, { imageId, ...input });
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
    await setHidden(tx, before.id, hidden);
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
