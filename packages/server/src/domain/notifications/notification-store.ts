// The bell's rows (notifications): one per account and event, written in the reader's language.
import type { Queryable } from '../../infra/db/database';

/**
 * Tells each of the accounts `body`, once per `eventKey` (when given); returns the accounts it was new for.
 * INSERT … SELECT: a deleted or unknown account simply gets nothing.
 */
export function insertNotifications(
  db: Queryable,
  accountIds: readonly string[],
  body: string,
  link: string | null,
  eventKey: string | null,
): Promise<{ account_id: string }[]> {
  return db.query<{ account_id: string }>(
    `INSERT INTO notifications (account_id, body, link, event_key)
       SELECT id, $2, $3, $4 FROM accounts WHERE id = ANY($1::text[]) AND deleted_at IS NULL
       ON CONFLICT (account_id, event_key) DO NOTHING
       RETURNING account_id`,
    [accountIds, body, link, eventKey],
  );
}
