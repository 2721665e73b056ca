// What a page showed, kept on the device so it can show it again offline: every query a module marks
// `meta: { keep: true }` is written to IndexedDB (database `callout-queries`) when it succeeds, stamped with
// the signed-in account, and put back into the query client when a page asks for it again, with the time it
// was fetched, so the page shows it at once, refetches it as stale, and says how old it is while that fails.
//
// Nothing is kept for a visitor, and a row is put back only for the account that wrote it (forgetOtherAccounts
// deletes the others when someone else signs in; logout deletes the database). Storage is best effort: a full
// disk trims the oldest kept answers and never touches the outbox (queued posts live in their own database).
import { currentDataAccount } from '@callout/db/data-account';
import { isRefusal, type Query, type QueryCacheNotifyEvent, type QueryClient } from '@callout/query';
import type { KeptQueryRow } from './kept-queries-store';
import { reportKeptDataShown, workerAnswersFromCache } from './served-from-cache';

export type { KeptQueryRow } from './kept-queries-store';

/** The table and its reads and writes, loaded (with Dexie) only once an account has something to keep. */
const store = () => import('./kept-queries-store');

/** A query answered with the same data again is rewritten only this often, to move its time on. */
const rewriteUnchangedAfterMs = 60_000;

const rowId = (account: string, queryHash: string) => `${account}\u0000${queryHash}`;

const isKept = (query: Query): boolean => query.meta?.keep === true;

/** Writes one answer (see kept-queries-store.ts); false when it could not be kept. */
export async function writeKeptQuery(row: KeptQueryRow): Promise<boolean> {
  return (await store()).writeKeptQuery(row);
}

/** The answer the signed-in account kept for the query `queryHash`; nothing for a visitor. */
export async function readKeptQuery(queryHash: string): Promise<KeptQueryRow | undefined> {
  const account = currentDataAccount();
  if (account === undefined) return undefined;
  return (await store()).readKeptRow(account, rowId(account, queryHash));
}

/** The time each query was put back with, while it has not been fetched again. */
const restoredAt = new Map<string, number>();

/** Whether the data `query` shows is what it was put back with from the device, not yet fetched again. */
export function showsRestoredData(query: Query): boolean {
  return query.state.data !== undefined && restoredAt.get(query.queryHash) === query.state.dataUpdatedAt;
}

async function restore(client: QueryClient, query: Query): Promise<void> {
  const row = await readKeptQuery(query.queryHash);
  // Only into an empty or older query: an answer fetched meanwhile is newer than anything kept.
  if (!row || query.state.dataUpdatedAt >= row.savedAt) return;
  // Nor over the server's refusal given meanwhile (the order is no longer there): that answer stands.
  if (isRefusal(query.state.fetchFailureReason ?? query.state.error)) return;
  if (client.getQueryCache().get(query.queryHash) !== query) return; // cleared meanwhile
  restoredAt.set(query.queryHash, row.savedAt);
  client.setQueryData(query.queryKey, row.data, { updatedAt: row.savedAt });
  // Stale however recent: it may be the worker's old answer kept just now, or changed elsewhere since
  // (a review sent from another page). A page that has not yet asked asks; one that has is left alone.
  query.invalidate();
}

/**
 * Keeps the `keep` queries of `client` on the device and puts them back when a page asks for them again.
 * Returns a function that stops it.
 */
export function keepQueries(client: QueryClient): () => void {
  const written = new Map<string, { data: unknown; savedAt: number }>();
  let writesSinceTrim = 0;

  const save = (query: Query) => {
    const account = currentDataAccount();
    const { data, dataUpdatedAt } = query.state;
    if (account === undefined || data === undefined) return;
    if (restoredAt.get(query.queryHash) === dataUpdatedAt) return; // what was just read back
    restoredAt.delete(query.queryHash);
    const last = written.get(query.queryHash);
    if (last?.data === data && dataUpdatedAt - last.savedAt < rewriteUnchangedAfterMs) return;
    written.set(query.queryHash, { data, savedAt: dataUpdatedAt });
    const row = {
      id: rowId(account, query.queryHash),
      account,
      queryKey: query.queryKey,
      data,
      savedAt: dataUpdatedAt,
    };
    void writeKeptQuery(row).then(async (ok) => {
      if (!ok || ++writesSinceTrim < 20) return;
      writesSinceTrim = 0;
      await (await store())
        .trimKeptQueries(account)
        .catch((error: unknown) => console.warn('Could not trim kept data', error));
    });
  };

  const onEvent = (event: QueryCacheNotifyEvent) => {
    if (!isKept(event.query)) return;
    if (event.type === 'added') void restore(client, event.query);
    else if (event.type === 'updated' && event.action.type === 'success') {
      // An answer the worker gave from its cache is an old one: keeping it now would stamp it with now.
      // The worker says so in a message sent before its answer; a task later it has arrived.
      const { query } = event;
      setTimeout(() => {
        if (!workerAnswersFromCache()) save(query);
      }, 0);
    }
  };
  const unsubscribe = client.getQueryCache().subscribe(onEvent);
  // Queries already in the client (a server-rendered page's) are fresh: kept as they are.
  for (const query of client.getQueryCache().getAll()) {
    if (isKept(query) && query.state.status === 'success') save(query);
  }
  return () => {
    unsubscribe();
    written.clear();
  };
}

/**
 * When the oldest data on screen was fetched, if some of it could not be fetched again (or has not been yet
 * while offline): the time the offline notice names. Undefined while everything shown is current.
 */
export function oldestUnconfirmedData(client: QueryClient, online = navigator.onLine): number | undefined {
  let oldest: number | undefined;
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchFailureCount, fetchFailureReason, error } = query.state;
    if (data === undefined || query.getObserversCount() === 0) continue;
    // A refusal is the server's answer (the order is not yours, the session ended), not a lost connection.
    const reason = fetchFailureReason ?? error;
    const failed = (fetchFailureCount > 0 || query.state.status === 'error') && !isRefusal(reason);
    const unconfirmed = failed || (!online && showsRestoredData(query));
    if (unconfirmed && (oldest === undefined || dataUpdatedAt < oldest)) oldest = dataUpdatedAt;
  }
  return oldest;
}

/** Tells the offline notice (served-from-cache.ts) how old the saved data on screen is, as it changes. */
export function reportShownData(client: QueryClient): () => void {
  let scheduled = false;
  const report = () => {
    scheduled = false;
    reportKeptDataShown(oldestUnconfirmedData(client));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(report, 0);
  };
  const unsubscribe = client.getQueryCache().subscribe(schedule);
  window.addEventListener('online', schedule);
  window.addEventListener('offline', schedule);
  schedule();
  return () => {
    unsubscribe();
    window.removeEventListener('online', schedule);
    window.removeEventListener('offline', schedule);
    reportKeptDataShown(undefined);
  };
}
