// The one way to tell an account something happened: a row in `notifications`, listed newest first by
// GET /provider/getnotifications (the dashboard's bell). Other features call notify() where their events
// happen; it never throws for a missing account, so a notification can never undo the event itself.
import type { NotificationKind } from '@callout/contracts/push';
import type { Queryable } from '../db/database';
import { pushNotice } from '../push/push-queue';

export interface NotifyOptions {
  /**
   * Identifies the event when it may be reported more than once (a repeated webhook, a retried call):
   * the account is told once per key.
   */
  once?: string;
  /**
   * Also a Web Push of this kind to the accounts' devices, with the same text and link, for
   * each account the bell row was new for (so a repeated event pushes once too).
   */
  push?: NotificationKind;
}

/** Longest text we keep; the bell shows one line or two. */
export const maxNotificationLength = 500;

export async function notify(
  db: Queryable,
  accountId: string,
  text: string,
  link: string | null,
  options: NotifyOptions = {},
): Promise<void> {
  // INSERT … SELECT: a deleted or unknown account simply gets nothing.
  const told = await db.query<{ account_id: string }>(
    `INSERT INTO notifications (account_id, body, link, event_key)
     SELECT id, $2, $3, $4 FROM accounts WHERE id = $1 AND deleted_at IS NULL
     ON CONFLICT (account_id, event_key) DO NOTHING
     RETURNING account_id`,
    [accountId, text.slice(0, maxNotificationLength), link, options.once ?? null],
  );
  await pushToTold(db, told, text, link, options);
}

async function pushToTold(
  db: Queryable,
  told: ReadonlyArray<{ account_id: string }>,
  text: string,
  link: string | null,
  { push, once }: NotifyOptions,
): Promise<void> {
  if (!push || told.length === 0) return;
  await pushNotice(
    db,
    told.map((row) => row.account_id),
    push,
    text,
    link ?? '/provider',
    once,
  );
}

/** The same text to many accounts at once (a published job announced to nearby providers). */
export async function notifyMany(
  db: Queryable,
  accountIds: readonly string[],
  text: string,
  link: string | null,
  options: NotifyOptions = {},
): Promise<void> {
  if (accountIds.length === 0) return;
  const told = await db.query<{ account_id: string }>(
    `INSERT INTO notifications (account_id, body, link, event_key)
     SELECT id, $2, $3, $4 FROM accounts WHERE id = ANY($1::text[]) AND deleted_at IS NULL
     ON CONFLICT (account_id, event_key) DO NOTHING
     RETURNING account_id`,
    [accountIds, text.slice(0, maxNotificationLength), link, options.once ?? null],
  );
  await pushToTold(db, told, text, link, options);
}
