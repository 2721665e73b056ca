import 'fake-indexeddb/auto';
import { createQueryClient, type QueryClient, QueryObserver } from '@callout/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepQueries, oldestUnconfirmedData, readKeptQuery, writeKeptQuery } from './kept-queries';
import { keptQueriesDb } from './kept-queries-store';
import { outboxDb } from './outbox-db';
import { addToOutbox, listOutbox } from './outbox-items';
import { chatPost, signInForTest } from './test-server';

const offlineError = () => new TypeError('Failed to fetch');

/** A page asking for its orders: observed like a mounted useQuery, until `stop()`. */
function watch(client: QueryClient, queryFn: () => Promise<unknown>, keep = true) {
  const observer = new QueryObserver(client, {
    queryKey: ['orders', 'customer', ''],
    queryFn,
    meta: { keep },
    retry: false,
  });
  const seen: unknown[] = [];
  const stop = observer.subscribe((result) => seen.push(result.data));
  return { observer, seen, stop };
}

async function until(check: () => boolean | Promise<boolean>) {
  await vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 2000, interval: 5 });
}

const stops: (() => void)[] = [];
function keptClient() {
  const client = createQueryClient();
  stops.push(keepQueries(client));
  return client;
}

beforeEach(() => signInForTest('a-alice'));
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  await keptQueriesDb.queries.clear();
  await outboxDb.outbox.clear();
});

describe('kept queries', () => {
  it('puts a kept answer back, with its time, into the next page that asks while offline', async () => {
    const first = keptClient();
    const online = watch(first, async () => ['ORD-1', 'ORD-2']);
    await until(() => online.observer.getCurrentResult().status === 'success');
    const fetchedAt = online.observer.getCurrentResult().dataUpdatedAt;
    online.stop();
    await until(async () => (await keptQueriesDb.queries.count()) === 1);

    // A reload: a new client, and the network is gone.
    const later = keptClient();
    const offline = watch(later, () => Promise.reject(offlineError()));
    await until(() => {
      const result = offline.observer.getCurrentResult();
      // The failed fetch and the kept answer arrive in either order.
      return result.fetchStatus === 'idle' && result.failureCount > 0 && result.data !== undefined;
    });
    expect(offline.observer.getCurrentResult().data).toEqual(['ORD-1', 'ORD-2']);
    expect(offline.observer.getCurrentResult().dataUpdatedAt).toBe(fetchedAt);
    expect(oldestUnconfirmedData(later, false)).toBe(fetchedAt);
    offline.stop();
  });

  it('never puts back what another account kept', async () => {
    const alice = keptClient();
    const page = watch(alice, async () => ["Alice's order"]);
    await until(async () => (await keptQueriesDb.queries.count()) === 1);
    page.stop();

    signInForTest('a-bob');
    const bob = keptClient();
    const bobsPage = watch(bob, () => Promise.reject(offlineError()));
    await until(() => bobsPage.observer.getCurrentResult().status === 'error');
    expect(bobsPage.seen.every((data) => data === undefined)).toBe(true);
    expect(await readKeptQuery(bob.getQueryCache().getAll()[0]?.queryHash ?? '')).toBeUndefined();
    bobsPage.stop();
  });

  it('keeps only queries marked keep, and nothing for a visitor', async () => {
    const client = keptClient();
    const unmarked = watch(client, async () => ['live position'], false);
    await until(() => unmarked.observer.getCurrentResult().status === 'success');
    unmarked.stop();
    client.clear();

    vi.stubGlobal('localStorage', { getItem: () => null });
    const visitor = watch(client, async () => ['public'], true);
    await until(() => visitor.observer.getCurrentResult().status === 'success');
    visitor.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await keptQueriesDb.queries.count()).toBe(0);
  });

  it('does not replace a fresh answer with an older kept one', async () => {
    await writeKeptQuery({
      id: 'a-alice\u0000["orders","customer",""]',
      account: 'a-alice',
      queryKey: ['orders', 'customer', ''],
      data: ['old'],
      savedAt: 1,
    });
    const client = keptClient();
    const page = watch(client, async () => ['fresh']);
    await until(() => page.observer.getCurrentResult().status === 'success');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.observer.getCurrentResult().data).toEqual(['fresh']);
    expect(oldestUnconfirmedData(client, true)).toBeUndefined();
    page.stop();
  });

  it('asks again for an answer it put back, however recently that answer was fetched', async () => {
    await writeKeptQuery({
      id: 'a-alice\u0000["orders","customer",""]',
      account: 'a-alice',
      queryKey: ['orders', 'customer', ''],
      data: ['kept a second ago'],
      savedAt: Date.now() - 1000,
    });
    const client = keptClient();
    // The page's query exists (its render) and gets the kept answer before the page mounts and observes it.
    client.getQueryCache().build(client, { queryKey: ['orders', 'customer', ''], meta: { keep: true } });
    await until(() => client.getQueryData(['orders', 'customer', '']) !== undefined);

    const queryFn = vi.fn(async () => ['fresh']);
    const page = watch(client, queryFn);
    await until(() => page.observer.getCurrentResult().data?.toString() === 'fresh');
    expect(queryFn).toHaveBeenCalledTimes(1);
    page.stop();
  });

  it("does not cover the server's refusal with a kept answer", async () => {
    await writeKeptQuery({
      id: 'a-alice\u0000["orders","customer",""]',
      account: 'a-alice',
      queryKey: ['orders', 'customer', ''],
      data: ['old'],
      savedAt: 1,
    });
    const client = keptClient();
    const refusal = Object.assign(new Error('This order is not on your account.'), { refusal: true });
    const page = watch(client, () => Promise.reject(refusal));
    await until(() => page.observer.getCurrentResult().status === 'error');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.observer.getCurrentResult().status).toBe('error');
    expect(page.seen.every((data) => data === undefined)).toBe(true);
    page.stop();
  });

  it('makes room on a full disk, and leaves the queued posts alone', async () => {
    for (let index = 0; index < 10; index += 1) {
      await writeKeptQuery({
        id: `a-alice\u0000${index}`,
        account: 'a-alice',
        queryKey: ['order', index],
        data: { index },
        savedAt: index,
      });
    }
    await addToOutbox(chatPost('first'), 'key-1', 'chat:12');
    await addToOutbox(chatPost('second'), 'key-2', 'chat:12');
    const before = await listOutbox();

    const realPut = keptQueriesDb.queries.put.bind(keptQueriesDb.queries);
    let refusals = 1;
    const put = vi.spyOn(keptQueriesDb.queries, 'put').mockImplementation((row, key) => {
      if (refusals-- > 0) return Promise.reject(new DOMException('full', 'QuotaExceededError')) as never;
      return realPut(row, key);
    });

    const saved = await writeKeptQuery({
      id: 'a-alice\u0000new',
      account: 'a-alice',
      queryKey: ['order', 'new'],
      data: { index: 'new' },
      savedAt: 100,
    });
    put.mockRestore();

    expect(saved).toBe(true);
    const left = await keptQueriesDb.queries.orderBy('savedAt').toArray();
    expect(left.map((row) => row.savedAt)).toEqual([5, 6, 7, 8, 9, 100]);
    expect(await listOutbox()).toEqual(before);
    expect(before.map((item) => item.fields.Message)).toEqual(['first', 'second']);
  });
});
