// The language an account is written to in: mails, pushes and the bell's notifications. Chosen in a
// language switch while signed in; an account that never chose reads British English.
import { defaultLanguage, isLanguage, type Language } from '@callout/contracts/languages';
import type { Queryable } from '../../infra/db/database';
import { storedLanguages } from './account-language-store';

/** The account's own choice, or null when it has made none (a device then keeps its own). */
export const chosenLanguage = (stored: string | null | undefined): Language | null =>
  isLanguage(stored) ? stored : null;

/** The language each of `accountIds` is written to in (unknown ids are left out). */
export async function languagesOf(
  db: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, Language>> {
  if (accountIds.length === 0) return new Map();
  const rows = await storedLanguages(db, accountIds);
  return new Map(rows.map((row) => [row.id, chosenLanguage(row.language) ?? defaultLanguage]));
}

export async function languageOf(db: Queryable, accountId: string): Promise<Language> {
  return (await languagesOf(db, [accountId])).get(accountId) ?? defaultLanguage;
}
