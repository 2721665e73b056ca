import 'fake-indexeddb/auto';
import { createModuleDatabase } from '@callout/db/database';
import { createDraftStore } from '@callout/db/draft-store';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCacheName, mediaCacheName, pagesCacheName } from './cache-protocol';
import { clearKeptData, clearOfflineData } from './clear-offline-data';
import { outboxDb, outboxScopes } from './outbox-db';
import { listOutbox } from './outbox-items';
import { replayOutbox } from './replay-outbox';
import { sendOrQueue } from './send-or-queue';
import { type FakeCaches, fakeCaches } from './test-caches';
import { chatPost, type FakeServer, fakeServer, signInForTest } from './test-server';

let server: FakeServer;
let device: FakeCaches;

async function keep(cacheName: string, path: string) {
  const cache = await device.storage.open(cacheName);
  await cache.put(new Request(`http://localhost${path}`), new Response('kept'));
}

/** What a signed-in customer's device holds after some use, with two chat posts made offline. */
async function useTheDevice() {
  const drafts = createDraftStore<{ zip: string }>(createModuleDatabase('booking'), {
    parse: (value) => value as { zip: string },
  });
  await drafts.write('reqData', { zip: 'SW1A 1AA' });
  await drafts.flush();
  await keep(apiCacheName, '/api/orders?callout-session=abc');
  await keep(pagesCacheName, '/');
  await keep(mediaCacheName, '/api/media/chat/pic-1?callout-account=abc');
  await keep('callout-files', '/assets/index-abcdef12.js');
  server.online = false;
  for (const text of ['On my way', 'At the door']) {
    expect((await sendOrQueue(chatPost(text), { scope: outboxScopes.chat('12') })).state).toBe('queued');
  }
}

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  device = fakeCaches();
  vi.stubGlobal('caches', device.storage);
  signInForTest('a-customer');
  // Dexie says so when a database it holds open is deleted, as clearing does on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all((await Dexie.getDatabaseNames()).map((name) => Dexie.delete(name)));
});

describe('clearing offline data from Settings', () => {
  it('deletes cached answers, the kept page, pictures and module data, but keeps queued posts to send once', async () => {
    await useTheDevice();
    const queued = await listOutbox();

    await clearKeptData();

    expect(await Dexie.getDatabaseNames()).toEqual(['callout-offline']);
    expect(await device.storage.keys()).toEqual(['callout-files']);
    expect(await listOutbox()).toEqual(queued);

    server.online = true;
    expect((await replayOutbox()).pending).toBe(false);
    expect(server.rows.map((row) => row.fields.Message)).toEqual(['On my way', 'At the door']);
    expect(await listOutbox()).toEqual([]);
  });
});

describe('logging out', () => {
  it('deletes queued posts and private pictures too', async () => {
    await useTheDevice();
    await clearOfflineData();
    expect(await Dexie.getDatabaseNames()).toEqual([]);
    expect(await device.storage.keys()).toEqual([pagesCacheName, 'callout-files']);
    expect(await outboxDb.outbox.count()).toBe(0);
  });
});
