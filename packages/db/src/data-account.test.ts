import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModuleDatabase } from './database';
import { createDraftStore } from './draft-store';
import { forgetOtherAccounts } from './forget-other-accounts';
import { createListStore } from './list-store';

/** Signs `account` in the way the login screen stores a session. */
function signIn(account: string | null) {
  const values = new Map<string, string>(
    account
      ? [
          ['serve', `token-of-${account}`],
          ['account', account],
        ]
      : [],
  );
  vi.stubGlobal('localStorage', { getItem: (name: string) => values.get(name) ?? null });
}

const text = (value: unknown) => String(value);
let db: ReturnType<typeof createModuleDatabase>;

beforeEach(() => {
  db = createModuleDatabase('accounts-test');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

describe('drafts and saved lists on a shared browser', () => {
  it('are read back only by the account that wrote them', async () => {
    signIn('a-alice');
    const drafts = createDraftStore(db, { parse: text, delayMs: 0 });
    const lists = createListStore(db, { parse: text });
    drafts.write('reqData', "Alice's booking");
    await drafts.flush();
    await lists.save('savedlocations', ['SW1A 1AA;Alice home']);

    signIn('a-bob');
    expect(await drafts.read('reqData')).toBeUndefined();
    expect(await lists.read('savedlocations')).toBeUndefined();
    signIn(null);
    expect(await drafts.read('reqData')).toBeUndefined();

    signIn('a-alice');
    expect(await drafts.read('reqData')).toBe("Alice's booking");
    expect((await lists.read('savedlocations'))?.items).toEqual(['SW1A 1AA;Alice home']);
    await drafts.dispose();
  });

  it("are deleted from every module's database when another account signs in", async () => {
    const other = createModuleDatabase('accounts-test-other');
    await db.drafts.bulkPut([
      { key: 'alice', value: 1, updatedAt: 1, account: 'a-alice' },
      { key: 'bob', value: 2, updatedAt: 1, account: 'a-bob' },
      { key: 'before-stamps', value: 3, updatedAt: 1 },
    ]);
    await other.lists.put({ name: 'savedproviders', items: [], savedAt: 1, account: 'a-alice' });
    // Closed, as after a reload: forgetting must open the databases it finds.
    db.close({ disableAutoOpen: false });
    other.close({ disableAutoOpen: false });

    await forgetOtherAccounts('a-bob');
    expect((await db.drafts.toArray()).map((row) => row.key)).toEqual(['bob']);
    expect(await other.lists.count()).toBe(0);
    await other.delete();
  });

  it('deletes the database where older releases kept pages for offline reading, whoever kept them', async () => {
    const retired = new Dexie('callout-queries');
    retired.version(1).stores({ queries: 'id, account, savedAt' });
    await retired.table('queries').put({ id: 'a-bob\u0000["orders"]', account: 'a-bob', savedAt: 1 });
    retired.close();

    await forgetOtherAccounts('a-bob');
    expect(await Dexie.getDatabaseNames()).not.toContain('callout-queries');
  });
});
