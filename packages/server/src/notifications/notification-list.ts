// The bell's list: the account's newest notifications in the contract's shape.
import type { Notification } from '@callout/contracts/provider-jobs';
import type { Queryable } from '../db/database';
import { isoTimestamp } from '../orders/order-store';

/** The spec sets no page size; the bell shows recent news, and older rows are left for the record. */
export const maxNotificationsListed = 50;

export async function listNotifications(db: Queryable, accountId: string): Promise<Notification[]> {
  const rows = await db.query<{ id: string | number; body: string; link: string | null; created: string }>(
    `SELECT id, body, link, ${isoTimestamp('created_at')} AS created FROM notifications
     WHERE account_id = $1 ORDER BY id DESC LIMIT ${maxNotificationsListed}`,
    [accountId],
  );
  return rows.map((row) => ({
    Id: String(row.id),
    Notification: row.body,
    Link: row.link,
    Time: row.created,
  }));
}
