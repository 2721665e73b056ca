// Set-up for this module's component tests: the kit's (translations, a memory router under a query
// client, a fake API server), an IndexedDB stand-in, and a signed-in provider with no drafts and an empty
// outbox.
import 'fake-indexeddb/auto';
import providerResources from '@callout/i18n/locales/en-GB/provider.json';
import providerPageResources from '@callout/i18n/locales/en-GB/provider-pages.json';
import pwaResources from '@callout/i18n/locales/en-GB/pwa.json';
import { renderRoutes, setUpTests } from '@callout/module-kit/testing';
import { keepQueries } from '@callout/offline/kept-queries';
import { keptQueriesDb } from '@callout/offline/kept-queries-store';
import { outboxDb } from '@callout/offline/outbox-db';
import type { QueryClient } from '@callout/query';
import { createTestQueryClient } from '@callout/query/testing';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { providerDb } from '../data/db';

export {
  type ApiCall,
  answer,
  fakeApi,
  networkDown,
  ok,
  refused,
  renderRoutes,
} from '@callout/module-kit/testing';

setUpTests({
  namespaces: { provider: { ...providerResources, ...providerPageResources }, pwa: pwaResources },
  accountType: 'provider',
  reset: async () => {
    await providerDb.drafts.clear();
    await Promise.all([outboxDb.outbox.clear(), keptQueriesDb.queries.clear()]);
  },
});

const stopKeeping: (() => void)[] = [];
afterEach(() => {
  for (const stop of stopKeeping.splice(0)) stop();
});

/**
 * A query client that keeps its `keep` queries on the device as the shell's does: a test renders a screen
 * with it, then again (a reload) with another, and sees what the first kept.
 */
export function keepingQueryClient(): QueryClient {
  const client = createTestQueryClient();
  stopKeeping.push(keepQueries(client));
  return client;
}

/** The query keys kept on the device (only those starting with `first`, if given), once `count` are there. */
export async function keptQueryKeys(count: number, first?: string) {
  const keys = async () =>
    (await keptQueriesDb.queries.toArray())
      .map((row) => row.queryKey)
      .filter((key) => first === undefined || key[0] === first);
  await vi.waitFor(async () => expect(await keys()).toHaveLength(count));
  return keys();
}

/** The browser's word on the connection, which the outbox trusts: offline, it sends nothing. */
export function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** Renders one screen at `path` with stubs for the pages it links to, under a fresh client or `client`. */
export function renderAt(path: string, element: ReactNode, client?: QueryClient) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <h1>elsewhere</h1> },
    ],
    path,
    client,
  );
}
