// Whose device data a row is: drafts and saved lists are stamped with the signed-in account when
// written and read back only by that account, so a shared browser never shows one account's data to
// another, even where deleting it failed (see forget-other-accounts.ts).
import { readSession } from '@callout/api-client/session-read';

/** The signed-in account's key; undefined when signed out, and in the service worker. */
export function currentDataAccount(): string | undefined {
  return readSession()?.account;
}

/** Rows saved before rows were stamped belong to no one and are shown to no one. */
export function belongsToCurrentAccount(row: { account?: string | undefined }): boolean {
  return row.account === currentDataAccount();
}
