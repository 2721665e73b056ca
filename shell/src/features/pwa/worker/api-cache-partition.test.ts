import { sessionPartition } from '@callout/contracts/offline-reads';
import { describe, expect, it } from 'vitest';
import {
  dropPartitions,
  keepOnlyPartition,
  keyFor,
  partitionedKey,
  partitionOfKey,
} from './api-cache-partition';

const call = (path: string, token?: string) =>
  new Request(
    `https://callout.test/api${path}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );

/** The part of the Cache API the partition code uses. */
function fakeCache(keys: string[]) {
  const stored = new Set(keys);
  const cache = {
    keys: async () => [...stored].map((url) => new Request(url)),
    delete: async (key: Request) => stored.delete(key.url),
  } as unknown as Cache;
  return { cache, stored };
}

describe('cached API answers kept per session', () => {
  it('are kept under a key naming the session, never the token itself', async () => {
    const alice = await partitionedKey(call('/orders?page=1', 'alice-token'));
    const bob = await partitionedKey(call('/orders?page=1', 'bob-token'));
    expect(alice).not.toBe(bob);
    expect(alice).not.toContain('alice-token');
    expect(new URL(alice).searchParams.get('page')).toBe('1');
    expect(await partitionedKey(call('/orders?page=1', 'alice-token'))).toBe(alice);
    expect(partitionOfKey(new Request(await partitionedKey(call('/faqs'))))).toBe('visitor');
  });

  it('name a POST read by its body too, never the body itself', async () => {
    const post = (body: string) =>
      new Request('https://callout.test/api/loadchats', {
        method: 'POST',
        headers: { Authorization: 'Bearer alice-token' },
        body,
      });
    const chat = (id: string) => `Category=ORDER&chatid=${id}`;
    const one = await partitionedKey(post(chat('ORD-1')), chat('ORD-1'));
    expect(await partitionedKey(post(chat('ORD-1')), chat('ORD-1'))).toBe(one);
    expect(await partitionedKey(post(chat('ORD-2')), chat('ORD-2'))).not.toBe(one);
    expect(one).not.toContain('ORD-1');
    expect(partitionOfKey(new Request(one))).toBe(
      partitionOfKey(new Request(await partitionedKey(call('/orders', 'alice-token')))),
    );
    // The server names a session as the worker does: its rendered answers land under the same key.
    expect(
      await keyFor(
        'https://callout.test/api/loadchats',
        await sessionPartition('Bearer alice-token'),
        chat('ORD-1'),
      ),
    ).toBe(one);
  });

  it("drop every other session's answers once one is kept for a new session, and a session's on demand", async () => {
    const alice = await partitionedKey(call('/orders', 'alice-token'));
    const aliceDetails = await partitionedKey(call('/orderdetails?orderid=1', 'alice-token'));
    const bob = await partitionedKey(call('/orders', 'bob-token'));
    const { cache, stored } = fakeCache([alice, aliceDetails, bob]);

    // The count tells the worker another session was here, so its chat pictures go too.
    expect(await keepOnlyPartition(cache, partitionOfKey(new Request(bob)))).toBe(2);
    expect([...stored]).toEqual([bob]);
    expect(await keepOnlyPartition(cache, partitionOfKey(new Request(bob)))).toBe(0);

    const bobs = partitionOfKey(new Request(bob));
    expect(await dropPartitions(cache, (partition) => partition === bobs)).toBe(1);
    expect([...stored]).toEqual([]);
  });
});
