// The worker's chat-picture route, run through workbox itself with Cache Storage and the network stood in.
import { apiCacheName, mediaCacheName } from '@callout/offline/cache-protocol';
import { type FakeCaches, fakeCaches } from '@callout/offline/test-caches';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatPictureRoute, chatPictureStrategy } from './media-routes';
import { workerEvent } from './worker-test-events';

const megabytes = (count: number) => count * 1000 * 1000;
let device: FakeCaches;
let online: boolean;
/** Whether the browser's session is gone (signed out elsewhere, expired). */
let signedOut: boolean;
/** Pictures the server has, by id: their size; a deleted one answers 404. */
let pictures: Map<string, number>;

/** A picture's address as the server lists it; `extra` stands for any other query an address may carry. */
const address = (id: string, account: string, extra: string) =>
  `https://callout.test/api/media/chat/${id}?for=${account}&v=${extra}`;

/** What the server answers for a picture address (the session is checked there, not here). */
async function server(input: RequestInfo | URL): Promise<Response> {
  if (!online) throw new TypeError('Failed to fetch');
  if (signedOut) return Response.json({ success: false, message: 'Session expired' }, { status: 401 });
  const url = new URL(input instanceof Request ? input.url : input);
  const size = pictures.get(url.pathname.split('/').pop() ?? '');
  if (size === undefined) return Response.json({ success: false, message: 'Not found' }, { status: 404 });
  return new Response(new Uint8Array(size).fill(7), { headers: { 'Content-Type': 'image/png' } });
}

/** Asks the worker for a picture as an <img> would; resolves once it has finished keeping it. */
async function show(url: string): Promise<Response> {
  const event = workerEvent();
  const [response, done] = chatPictureStrategy.handleAll({ request: new Request(url), event });
  await done.catch(() => undefined);
  return response;
}

const keptPictures = () => device.keptIn(mediaCacheName).map((key) => new URL(key, 'https://x').pathname);

beforeEach(() => {
  device = fakeCaches();
  vi.stubGlobal('caches', device.storage);
  vi.stubGlobal('fetch', vi.fn(server));
  online = true;
  signedOut = false;
  pictures = new Map([
    ['p1', 1000],
    ['p2', 2000],
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat pictures in the worker', () => {
  it('are kept under their path, so a later address of the same picture shows offline', async () => {
    expect((await show(address('p1', 'CUS-1', 'first'))).status).toBe(200);
    expect(device.keptIn(mediaCacheName)).toHaveLength(1);
    expect(device.keptIn(mediaCacheName)[0]).not.toMatch(/v=|for=|CUS-1/);

    online = false;
    const offline = await show(address('p1', 'CUS-1', 'fifteen-minutes-later'));
    expect(offline.status).toBe(200);
    expect((await offline.arrayBuffer()).byteLength).toBe(1000);
  });

  it('are never shown for an address listed to another account', async () => {
    await show(address('p1', 'CUS-1', 'first'));
    online = false;
    await expect(show(address('p1', 'CUS-2', 'theirs'))).rejects.toThrow();
  });

  it("of a new account replace the previous account's", async () => {
    await show(address('p1', 'CUS-1', 'a'));
    await show(address('p2', 'CUS-1', 'b'));
    await show(address('p2', 'PRV-9', 'c'));
    expect(keptPictures()).toEqual(['/api/media/chat/p2']);
    online = false;
    await expect(show(address('p1', 'CUS-1', 'd'))).rejects.toThrow();
  });

  it('go once the server refuses them, and a refusal is never kept', async () => {
    await show(address('p1', 'CUS-1', 'a'));
    pictures.delete('p1'); // the message was deleted
    expect((await show(address('p1', 'CUS-1', 'b'))).status).toBe(404);
    expect(keptPictures()).toEqual([]);
    online = false;
    await expect(show(address('p1', 'CUS-1', 'c'))).rejects.toThrow();
  });

  it('go when the session is gone, and are not shown offline after that', async () => {
    await show(address('p1', 'CUS-1', 'a'));
    signedOut = true;
    expect((await show(address('p1', 'CUS-1', 'b'))).status).toBe(401);
    expect(keptPictures()).toEqual([]);
    online = false;
    await expect(show(address('p1', 'CUS-1', 'c'))).rejects.toThrow();
  });

  it('answer only the page’s own picture loads, not an address opened in the location bar', () => {
    const matches = (request: Request) =>
      chatPictureRoute.match({
        url: new URL(request.url),
        sameOrigin: true,
        request,
        event: workerEvent() as unknown as FetchEvent,
      });
    const url = address('p1', 'CUS-1', 'a');
    expect(matches(new Request(url))).toBeTruthy();
    // A Request made with mode 'navigate' cannot be constructed, so the typed-address case is a stand-in.
    const typed = new Proxy(new Request(url), {
      get: (target, key) => (key === 'mode' ? 'navigate' : Reflect.get(target, key)),
    });
    expect(matches(typed)).toBeFalsy();
  });

  it('are capped at 50 MB, oldest out', async () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) pictures.set(id, megabytes(10));
    for (const id of ['a', 'b', 'c', 'd', 'e']) await show(address(id, 'CUS-1', 's'));
    expect(keptPictures()).toHaveLength(5);
    await show(address('f', 'CUS-1', 's'));
    expect(keptPictures()).toEqual(['b', 'c', 'd', 'e', 'f'].map((id) => `/api/media/chat/${id}`));
    expect(device.usedBytes()).toBeLessThanOrEqual(megabytes(50));
  });

  it('leave the API cache alone', async () => {
    await (await device.storage.open(apiCacheName)).put(
      new Request('https://callout.test/api/orders'),
      new Response('[]'),
    );
    await show(address('p1', 'CUS-1', 'a'));
    expect(device.keptIn(apiCacheName)).toEqual(['/api/orders']);
  });
});
