import 'fake-indexeddb/auto';
import { StorageFullError } from '@callout/db/storage-errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCacheName, mediaCacheName, pagesCacheName } from './cache-protocol';
import { outboxDb, outboxScopes } from './outbox-db';
import { listOutbox } from './outbox-items';
import { replayOutbox } from './replay-outbox';
import { sendOrQueue } from './send-or-queue';
import { writeMakingRoom } from './storage-pressure';
import { type FakeCaches, fakeCaches } from './test-caches';
import { chatPost, type FakeServer, fakeServer, reviewPost, signInForTest } from './test-server';

let server: FakeServer;
let device: FakeCaches;

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const bytes = (count: number) => new Response(new Uint8Array(count));

async function keep(cacheName: string, path: string, size: number) {
  await (await device.storage.open(cacheName)).put(new Request(`http://localhost${path}`), bytes(size));
}

/** A device with 1,000 bytes, 900 of them cached pictures and answers, and three posts made offline. */
async function fullDeviceWithQueuedPosts() {
  device.quotaBytes = 1000;
  await keep(mediaCacheName, '/api/media/chat/p1?callout-session=a', 600);
  await keep(apiCacheName, '/api/orders?callout-session=a', 300);
  server.online = false;
  await sendOrQueue(chatPost('On my way'), { scope: outboxScopes.chat('12') });
  await sendOrQueue(chatPost('At the door'), { scope: outboxScopes.chat('12') });
  await sendOrQueue(reviewPost('345'), { scope: outboxScopes.review('345') });
  return listOutbox();
}

/** Back online: what the server stores, in order, once the outbox has replayed. */
async function deliver() {
  server.online = true;
  expect((await replayOutbox()).pending).toBe(false);
  expect(await listOutbox()).toEqual([]);
  return server.rows.map((row) => row.fields.Message ?? `review ${row.fields.orderid}`);
}

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
  device = fakeCaches();
  vi.stubGlobal('caches', device.storage);
  signInForTest('a-customer');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await outboxDb.outbox.clear();
});

describe('a quota error while caching', () => {
  it('trims cached pictures and answers, keeps every queued post, and the posts are still sent once', async () => {
    const queued = await fullDeviceWithQueuedPosts();
    const page = await device.storage.open(pagesCacheName);
    const putPage = () => page.put(new Request('http://localhost/'), bytes(200));
    await expect(putPage()).rejects.toMatchObject({ name: 'QuotaExceededError' });

    await writeMakingRoom(putPage);

    expect(await device.storage.keys()).toEqual([pagesCacheName]);
    expect(device.keptIn(pagesCacheName)).toEqual(['/']);
    expect(await listOutbox()).toEqual(queued);
    expect(await deliver()).toEqual(['On my way', 'At the door', 'review 345']);
  });

  it('still full after trimming: says the device is full, and the queued posts are untouched', async () => {
    const queued = await fullDeviceWithQueuedPosts();
    const page = await device.storage.open(pagesCacheName);
    await expect(
      writeMakingRoom(() => page.put(new Request('http://localhost/'), bytes(2000))),
    ).rejects.toThrow(StorageFullError);
    expect(await listOutbox()).toEqual(queued);
    expect(await deliver()).toEqual(['On my way', 'At the door', 'review 345']);
  });

  it('leaves other failures alone, and the caches with them', async () => {
    await keep(apiCacheName, '/api/orders?callout-session=a', 10);
    await expect(writeMakingRoom(() => Promise.reject(new TypeError('bad request')))).rejects.toThrow(
      TypeError,
    );
    expect(await device.storage.keys()).toEqual([apiCacheName]);
  });
});

describe('a quota error while queueing a post', () => {
  it('makes room in the caches and keeps the post behind the ones already waiting', async () => {
    await fullDeviceWithQueuedPosts();
    // The device is full until the caches make room.
    const add = outboxDb.outbox.add.bind(outboxDb.outbox);
    vi.spyOn(outboxDb.outbox, 'add').mockImplementation(
      (item) =>
        (device.usedBytes() > 0 ? Promise.reject(quotaExceeded()) : add(item)) as ReturnType<typeof add>,
    );

    expect((await sendOrQueue(chatPost('Running late'), { scope: outboxScopes.chat('12') })).state).toBe(
      'queued',
    );
    expect(await device.storage.keys()).toEqual([]);
    expect(await deliver()).toEqual(['On my way', 'At the door', 'review 345', 'Running late']);
  });
});
