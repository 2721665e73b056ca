import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModuleDatabase, type ModuleDatabase } from './database';
import { createDraftStore } from './draft-store';
import { StorageFullError } from './storage-errors';

const parseText = (value: unknown) => {
  if (typeof value !== 'string') throw new Error('not a string');
  return value;
};

let db: ModuleDatabase;

beforeEach(() => {
  db = createModuleDatabase('drafts-test');
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

describe('createDraftStore', () => {
  it('writes what is pending when the page goes, though it is still visible (a reload)', async () => {
    // Node has no window: stand in for its events.
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const drafts = createDraftStore(db, { parse: parseText, delayMs: 60_000 });
    drafts.write('review:9', 'Great work, on time');
    page.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () =>
      expect(await db.drafts.get('review:9')).toMatchObject({ value: 'Great work, on time' }),
    );
    await drafts.dispose();
    vi.unstubAllGlobals();
  });

  it('writes once typing pauses, with the last value', async () => {
    // Only the debounce timer is faked: fake-indexeddb schedules its work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const put = vi.spyOn(db.drafts, 'put');
    const drafts = createDraftStore(db, { parse: parseText, delayMs: 300 });
    drafts.write('chat:7', 'H');
    drafts.write('chat:7', 'He');
    drafts.write('chat:7', 'Hello');
    expect(await drafts.read('chat:7')).toBe('Hello'); // a pending value is already readable
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(put).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await db.drafts.get('chat:7')).toMatchObject({ value: 'Hello' });
    await drafts.dispose();
  });

  it('flushes pending drafts on demand and discards them', async () => {
    const drafts = createDraftStore(db, { parse: parseText, delayMs: 10_000 });
    drafts.write('review:1', 'Great job');
    await drafts.flush();
    expect(await createDraftStore(db, { parse: parseText }).read('review:1')).toBe('Great job');
    await drafts.discard('review:1');
    expect(await drafts.read('review:1')).toBeUndefined();
    await drafts.dispose();
  });

  it('reads a draft of an older shape as no draft', async () => {
    await db.drafts.put({ key: 'old', value: { legacy: true }, updatedAt: 1 });
    const drafts = createDraftStore(db, { parse: parseText });
    expect(await drafts.read('old')).toBeUndefined();
    await drafts.dispose();
  });

  it('reports a full device as a StorageFullError', async () => {
    vi.spyOn(db.drafts, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const onError = vi.fn();
    const drafts = createDraftStore(db, { parse: parseText, delayMs: 1, onError });
    drafts.write('k', 'v');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(expect.any(StorageFullError)));
    drafts.write('k', 'v2');
    await expect(drafts.flush()).rejects.toBeInstanceOf(StorageFullError);
    await drafts.dispose().catch(() => undefined);
  });
});
