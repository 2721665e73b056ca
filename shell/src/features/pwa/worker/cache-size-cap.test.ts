import { fakeCaches } from '@callout/offline/test-caches';
import { describe, expect, it } from 'vitest';
import { capCacheBytes, keptAtHeader, keptBytesHeader, stampedForKeeping } from './cache-size-cap';
import { chatPicturesMaxBytes } from './media-routes';

const megabytes = (count: number) => count * 1000 * 1000;
const picture = (bytes: number) =>
  new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/png' } });

async function pictureCache() {
  const device = fakeCaches();
  const cache = await device.storage.open('pictures');
  const keep = async (id: string, bytes: number, at: number) =>
    cache.put(
      new Request(`https://callout.test/api/media/chat/${id}`),
      await stampedForKeeping(picture(bytes), at),
    );
  return { device, cache, keep, kept: () => device.keptIn('pictures').map((path) => path.split('/').pop()) };
}

describe('keeping a response with its size', () => {
  it('stamps the bytes of its body and when it was kept, and keeps the body whole', async () => {
    const stamped = await stampedForKeeping(picture(1234), 42);
    expect(stamped.headers.get(keptBytesHeader)).toBe('1234');
    expect(stamped.headers.get(keptAtHeader)).toBe('42');
    expect(stamped.headers.get('Content-Type')).toBe('image/png');
    expect((await stampedForKeeping(stamped.clone())).headers.get(keptBytesHeader)).toBe('1234');
    expect((await stamped.arrayBuffer()).byteLength).toBe(1234);
  });
});

describe('the size cap of chat pictures', () => {
  it('is 50 MB', () => {
    expect(chatPicturesMaxBytes).toBe(megabytes(50));
  });

  it('keeps everything up to 50 MB, then lets the oldest go until the rest fit', async () => {
    const { cache, device, keep, kept } = await pictureCache();
    for (const [index, id] of ['a', 'b', 'c', 'd', 'e'].entries()) await keep(id, megabytes(10), index);
    expect(await capCacheBytes(cache, chatPicturesMaxBytes)).toBe(0);
    expect(kept()).toEqual(['a', 'b', 'c', 'd', 'e']);

    await keep('f', 1, 5); // 50 MB and one byte
    expect(await capCacheBytes(cache, chatPicturesMaxBytes)).toBe(1);
    expect(kept()).toEqual(['b', 'c', 'd', 'e', 'f']);

    await keep('g', megabytes(25), 6); // 65 MB and one byte: the two oldest go
    expect(await capCacheBytes(cache, chatPicturesMaxBytes)).toBe(2);
    expect(kept()).toEqual(['d', 'e', 'f', 'g']);
    expect(device.usedBytes()).toBeLessThanOrEqual(chatPicturesMaxBytes);
  });

  it('goes by when each picture was kept, so one seen again is kept longer', async () => {
    const { cache, keep, kept } = await pictureCache();
    await keep('old', megabytes(20), 1);
    await keep('middle', megabytes(20), 2);
    await keep('old', megabytes(20), 3); // shown again: fetched and kept anew
    await keep('new', megabytes(20), 4);
    await capCacheBytes(cache, chatPicturesMaxBytes);
    expect(kept().sort()).toEqual(['new', 'old']);
  });

  it('lets an entry it cannot measure go first', async () => {
    const { cache, keep, kept } = await pictureCache();
    await keep('measured', megabytes(1), 1);
    await cache.put(new Request('https://callout.test/api/media/chat/unmeasured'), picture(10));
    expect(await capCacheBytes(cache, chatPicturesMaxBytes)).toBe(1);
    expect(kept()).toEqual(['measured']);
  });
});
