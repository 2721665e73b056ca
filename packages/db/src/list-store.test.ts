import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModuleDatabase } from './database';
import { createListStore } from './list-store';
import { StorageFullError } from './storage-errors';

const db = createModuleDatabase('lists-test');
const parseLocation = (item: unknown) => {
  const value = item as { Available?: unknown };
  if (typeof value?.Available !== 'string') throw new Error('bad location');
  return { Available: value.Available };
};

afterEach(async () => {
  vi.restoreAllMocks();
  await db.lists.clear();
});

describe('createListStore', () => {
  it('saves a list with the time it was saved and reads it back', async () => {
    const lists = createListStore(db, { parse: parseLocation });
    await lists.save('savedlocations', [{ Available: 'N1 1AA;1 High St' }]);
    const saved = await lists.read('savedlocations');
    expect(saved?.items).toEqual([{ Available: 'N1 1AA;1 High St' }]);
    expect(saved?.savedAt).toBeInstanceOf(Date);
    await lists.remove('savedlocations');
    expect(await lists.read('savedlocations')).toBeUndefined();
  });

  it('treats a list saved in another shape as missing', async () => {
    await db.lists.put({ name: 'savedlocations', items: [{ zip: 'N1' }], savedAt: 1 });
    expect(await createListStore(db, { parse: parseLocation }).read('savedlocations')).toBeUndefined();
  });

  it('turns a full device into a StorageFullError', async () => {
    vi.spyOn(db.lists, 'put').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    await expect(createListStore(db, { parse: parseLocation }).save('x', [])).rejects.toBeInstanceOf(
      StorageFullError,
    );
  });
});
