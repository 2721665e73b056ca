// Set-up for this module's component tests: the kit's (translations, a memory router under a query
// client, a fake API server), an IndexedDB stand-in, and an empty outbox before each test.
import 'fake-indexeddb/auto';
import ordersResources from '@callout/i18n/locales/en-GB/orders.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { answer, setUpTests } from '@callout/module-kit/testing';
import { keepQueries } from '@callout/offline/kept-queries';
import { keptQueriesDb } from '@callout/offline/kept-queries-store';
import { outboxDb } from '@callout/offline/outbox-db';
import type { QueryClient } from '@callout/query';
import { createTestQueryClient } from '@callout/query/testing';
import { afterEach, expect, vi } from 'vitest';
import { ordersDb } from '../data/db';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  renderRoutes,
  stub,
  WhereAmI,
} from '@callout/module-kit/testing';

setUpTests({
  namespaces: { orders: ordersResources, pwa: pwaResources },
  accountType: 'user',
  reset: async () => {
    await Promise.all([outboxDb.outbox.clear(), keptQueriesDb.queries.clear(), ordersDb.drafts.clear()]);
  },
});

const stopKeeping: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopKeeping.splice(0)) stop();
});

/**
 * A query client that keeps its `keep` queries on the device as the shell's does: a test renders one
 * page with it, then the next (a reload) with another, and sees what the first kept.
 */
export function keepingQueryClient(): QueryClient {
  const client = createTestQueryClient();
  stopKeeping.push(keepQueries(client));
  return client;
}

/** The query keys kept on the device, once `count` of them are there. */
export async function keptQueryKeys(count: number) {
  await vi.waitFor(async () => expect(await keptQueriesDb.queries.count()).toBe(count));
  return (await keptQueriesDb.queries.toArray()).map((row) => row.queryKey);
}

/** This module's replies spread their fields beside the envelope's (e.g. `{ success, message, order }`). */
export const ok = (extra: Record<string, unknown> = {}, message = 'ok') =>
  answer({ success: true, message, ...extra });
export const refuse = (message: string, status = 409) => answer({ success: false, message }, status);

/** A call that hangs until `lose()`, then fails as with no network: the connection lost mid-request. */
export function lostConnection() {
  let fail: (error: Error) => void = () => {};
  const hanging = new Promise<Response>((_, reject) => {
    fail = reject;
  });
  return { answer: () => hanging, lose: () => fail(new TypeError('Failed to fetch')) };
}
