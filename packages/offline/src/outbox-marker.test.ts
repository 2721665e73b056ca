// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxScopes } from './outbox-db';
import {
  markOutboxEmpty,
  markPostsQueued,
  mayHoldQueuedPosts,
  outboxMarker,
  outboxMayHoldPosts,
  outboxQueuedEvent,
} from './outbox-marker';
import { replayOutbox } from './replay-outbox';
import { sendOrQueue } from './send-or-queue';
import { chatPost, fakeServer, signInForTest } from './test-server';

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await Promise.all((await Dexie.getDatabaseNames()).map((name) => Dexie.delete(name)));
});

describe('the outbox marker', () => {
  it('says posts may wait from the time one is queued until a replay finds none', async () => {
    const queued = vi.fn();
    window.addEventListener(outboxQueuedEvent, queued);
    markPostsQueued();
    expect(queued).toHaveBeenCalledTimes(1);
    window.removeEventListener(outboxQueuedEvent, queued);
    expect(mayHoldQueuedPosts()).toBe(true);
    expect(await outboxMayHoldPosts()).toBe(true);

    markOutboxEmpty(outboxMarker());
    expect(mayHoldQueuedPosts()).toBe(false);
    expect(await outboxMayHoldPosts()).toBe(false);
  });

  it('keeps a post queued while a replay looked (another tab)', () => {
    markPostsQueued();
    const seen = outboxMarker();
    markPostsQueued(); // queued after the replay read the outbox
    markOutboxEmpty(seen);
    expect(mayHoldQueuedPosts()).toBe(true);
  });

  it('without a marker: no posts for the first script; the outbox database decides for the app', async () => {
    expect(mayHoldQueuedPosts()).toBe(false);
    vi.spyOn(indexedDB, 'databases').mockResolvedValueOnce([{ name: 'callout-booking', version: 1 }]);
    expect(await outboxMayHoldPosts()).toBe(false);
    // Nothing is written: a page drawn just after logout must leave the cleared storage empty.
    expect(outboxMarker()).toBeNull();

    localStorage.clear();
    vi.spyOn(indexedDB, 'databases').mockResolvedValueOnce([{ name: 'callout-offline', version: 1 }]);
    expect(await outboxMayHoldPosts()).toBe(true);
  });

  it('is set by a post queued offline and cleared by the replay that delivers it', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    signInForTest('a-customer');
    // Dexie says so when the test deletes the database it holds open.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.online = false;
    expect((await sendOrQueue(chatPost('On my way'), { scope: outboxScopes.chat('12') })).state).toBe(
      'queued',
    );
    expect(mayHoldQueuedPosts()).toBe(true);

    // Still waiting after a replay that could not send it: the marker stays.
    await replayOutbox();
    expect(mayHoldQueuedPosts()).toBe(true);

    server.online = true;
    expect((await replayOutbox()).pending).toBe(false);
    expect(mayHoldQueuedPosts()).toBe(false);
    expect(await outboxMayHoldPosts()).toBe(false);
  });
});
