// Account deletion (domain/accounts/delete-account.ts): what the account wrote to support goes with it. Its cases
// keep their rows (operators' replies and the queue's history refer to them) but lose their subject and are
// closed, since nobody is left to answer; its support messages lose their text and image, like deleted ones.
import type { Queryable } from '../../infra/db/database';

/** Stored in place of the subject; operators see it in the queue. */
export const deletedAccountSubject = 'Deleted account';

/** Returns the ids of the account's cases, which changed for the operators' queue. */
export async function forgetSupportTexts(tx: Queryable, accountId: string): Promise<string[]> {
  const cases = await tx.query<{ id: string }>(
    `UPDATE support_cases SET subject = $2, status = 'CLOSED', updated_at = now() WHERE account_id = $1
     RETURNING id`,
    [accountId, deletedAccountSubject],
  );
  await tx.query(
    `DELETE FROM images WHERE id IN (SELECT image_id FROM chat_messages
       WHERE sender_id = $1 AND category = 'SUPPORT' AND image_id IS NOT NULL)`,
    [accountId],
  );
  await tx.query(
    `UPDATE chat_messages SET body = NULL, image_id = NULL, deleted_at = coalesce(deleted_at, now())
     WHERE sender_id = $1 AND category = 'SUPPORT'`,
    [accountId],
  );
  return cases.map((row) => row.id);
}
