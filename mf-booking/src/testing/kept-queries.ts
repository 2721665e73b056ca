// Kept queries in page tests: a query client that keeps what pages mark `keep` and puts it back, as the
// shell's does (shell/src/app/query-layout.tsx), and what the shell's offline notice would say.
import { keepQueries, oldestUnconfirmedData } from '@callout/offline/kept-queries';
import { keptQueriesDb } from '@callout/offline/kept-queries-store';
import type { QueryClient, QueryKey } from '@callout/query';
import { createTestQueryClient } from '@callout/query/testing';
import { expect, vi } from 'vitest';

const stops: (() => void)[] = [];

/** A fresh client, as after a reload, that keeps and puts back `keep` queries. */
export function keepingClient(): QueryClient {
  const client = createTestQueryClient();
  stops.push(keepQueries(client));
  return client;
}

/** Forgets everything kept, between tests. */
export async function forgetKeptQueries(): Promise<void> {
  for (const stop of stops.splice(0)) stop();
  await keptQueriesDb.queries.clear();
}

/** Waits until the answer of `queryKey` is kept on the device; resolves with the time it was fetched. */
export async function keptAt(queryKey: QueryKey): Promise<number> {
  const wanted = JSON.stringify(queryKey);
  return vi.waitFor(async () => {
    const rows = await keptQueriesDb.queries.toArray();
    const row = rows.find((kept) => JSON.stringify(kept.queryKey) === wanted);
    expect(row, `kept answer of ${wanted}`).toBeDefined();
    return row?.savedAt ?? 0;
  });
}

/** The keys of every answer kept on the device. */
export async function keptKeys(): Promise<QueryKey[]> {
  return (await keptQueriesDb.queries.toArray()).map((row) => row.queryKey);
}

/** The time the shell's notice names ("showing what you saw at …") while offline; undefined: no notice. */
export const noticeTime = (client: QueryClient): number | undefined => oldestUnconfirmedData(client, false);
