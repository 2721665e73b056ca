// A full device while the worker keeps a chat picture: workbox's quota callback trims the caches, and
// the outbox of posts made offline is untouched and still sent, each post once.
import 'fake-indexeddb/auto';
import { apiCacheName, mediaCacheName, pagesCacheName } from '@callout/offline/cache-protocol';
import { outboxDb, outboxScopes } from '@callout/offline/outbox-db';
import { addToOutbox } from '@callout/offline/outbox-items';
import { replayOutbox } from '@callout/offline/replay-outbox';
import { type FakeCaches, fakeCaches } from '@callout/offline/test-caches';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatPictureStrategy } from './media-routes';
import { trimCachesWhenFull } from './quota-relief';
import { workerEvent } from './worker-test-events';

let device: FakeCaches;
/** Chat messages the server stored, by Idempotency-Key, in arrival order. */
let stored: Map<string, string>;

async function server(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (request.method === 'POST') {
    const key = request.headers.get('Idempotency-Key') ?? '';
    if (!stored.has(key)) stored.set(key, new URLSearchParams(await request.text()).get('Message') ?? '');
    return Response.json({ success: true, message: 'Message sent' }, { status: 201 });
  }
  return new Response(new Uint8Array(500), { headers: { 'Content-Type': 'image/png' } });
}

const chatPost = (message: string, key: string) =>
  new Request('https://callout.test/api/newchat', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: 'Bearer t',
      'Idempotency-Key': key,
    },
    body: new URLSearchParams({ ChatId: '12', Category: 'ORDER', Message: message }),
  });

async function keep(cacheName: string, path: string, bytes: number) {
  const cache = await device.storage.open(cacheName);
  await cache.put(new Request(`https://callout.test${path}`), new Response(new Uint8Array(bytes)));
}

/** Shows a picture as an <img> would; resolves once the worker is done trying to keep it. */
async function showPicture(signature: string) {
  const event = workerEvent();
  const url = `https://callout.test/api/media/chat/p1?for=CUS-1&until=1700000000&sig=${signature}`;
  const [response, done] = chatPictureStrategy.handleAll({ request: new Request(url), event });
  await done.catch(() => undefined); // the failed put is the worker's business, not the page's
  return response;
}

beforeAll(() => trimCachesWhenFull());

beforeEach(() => {
  device = fakeCaches({ quotaBytes: 1000 });
  vi.stubGlobal('caches', device.storage);
  vi.stubGlobal('fetch', vi.fn(server));
  stored = new Map();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await outboxDb.outbox.clear();
});

describe('a quota error while the worker keeps a picture', () => {
  it('trims cached pictures and answers, and every queued post stays, to be sent once', async () => {
    await keep(mediaCacheName, '/api/media/chat/p0?callout-session=a', 500);
    await keep(apiCacheName, '/api/orders?callout-session=b', 300);
    await keep(pagesCacheName, '/', 100);
    for (const text of ['On my way', 'At the door', 'Running late']) {
      const key = crypto.randomUUID();
      await addToOutbox(chatPost(text, key), key, outboxScopes.chat('12'));
    }
    // Queued as the worker sees them: no session to read, each with the token it was posted with.
    const queued = await outboxDb.outbox.toArray();

    // 900 of 1,000 bytes used: the 500-byte picture does not fit, yet the page gets it.
    const response = await showPicture('first');
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(500);

    expect(await device.storage.keys()).toEqual([pagesCacheName]);
    expect(await outboxDb.outbox.toArray()).toEqual(queued);
    expect((await replayOutbox()).pending).toBe(false);
    expect([...stored.values()]).toEqual(['On my way', 'At the door', 'Running late']);
    expect(await outboxDb.outbox.count()).toBe(0);

    // With room made, the next view of the picture is kept.
    await showPicture('later');
    expect(device.keptIn(mediaCacheName)).toHaveLength(1);
  });
});
