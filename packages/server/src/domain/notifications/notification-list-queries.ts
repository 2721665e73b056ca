// The bell's list: the account's notifications in the contract's shape, newest first, a page at a time.
import { type Notification, notificationsPageSize } from '@callout/contracts/provider-jobs';
import type { Queryable } from '../../infra/db/database';
import { plannedPerCall } from '../../infra/db/planned-per-call';
import { isoTimestamp } from '../orders/order-store';

/**
 * The SQL of a page of the account's notifications and its parameters (also read by the test that the plan
 * pages off the index): newest first off notifications_account (account_id, id DESC), from the notification
 * `before` (the `Next` of the page before), so a late page costs what the first does.
 */
export function notificationPageQuery(accountId: string, before: string): [string, unknown[]] {
  const params: unknown[] = [accountId];
  const older = before ? `AND n.id < $${params.push(before)}::bigint` : '';
  return [
    // Planned for the account it is given: kept as one generic plan it would read a long-lived account's
    // every notification by its event index and sort them for the page's 21.
    plannedPerCall(`SELECT n.id::text AS id, n.body, n.link, ${isoTimestamp('n.created_at')} AS created FROM notifications n
     WHERE n.account_id = $1 ${older} ORDER BY n.id DESC LIMIT ${notificationsPageSize + 1}`),
    params,
  ];
}

/** A page of the account's notifications and the cursor of the page after it, null on the last. */
export async function listNotifications(
  db: Queryable,
  accountId: string,
  before = '',
): Promise<{ rows: Notification[]; next: string | null }> {
  const found = await db.query<{ id: string; body: string; link: string | null; created: string }>(
    ...notificationPageQuery(accountId, before),
  );
  const rows = found.slice(0, notificationsPageSize).map((row) => ({
    Id: row.id,
    Notification: row.body,
    Link: row.link,
    Time: row.created,
  }));
  return { rows, next: found.length > notificationsPageSize ? (rows.at(-1)?.Id ?? null) : null };
}
