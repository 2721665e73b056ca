// The language column of accounts: the choice account-language.ts reads and the language switch saves.
import type { Language } from '@callout/contracts/languages';
import type { Queryable } from '../../infra/db/database';

/** The account's choice of language for mails, pushes and the bell (account-language.ts reads it). */
export async function saveAccountLanguage(
  db: Queryable,
  accountId: string,
  language: Language,
): Promise<void> {
  await db.query('UPDATE accounts SET language = $2 WHERE id = $1', [accountId, language]);
}

/** The language column of each of `accountIds` (unknown ids are left out). */
export function storedLanguages(
  db: Queryable,
  accountIds: readonly string[],
): Promise<Array<{ id: string; language: string | null }>> {
  return db.query<{ id: string; language: string | null }>(
    'SELECT id, language FROM accounts WHERE id = ANY($1::text[])',
    [accountIds],
  );
}
