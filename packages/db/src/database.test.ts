import 'fake-indexeddb/auto';
import { Dexie, type EntityTable } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createModuleDatabase, databaseName } from './database';
import { deleteAllModuleDatabases } from './delete-databases';

interface Search {
  id?: number;
  text: string;
  lang?: string;
}

afterEach(async () => {
  await deleteAllModuleDatabases();
});

describe('createModuleDatabase', () => {
  it('gives every module the drafts and lists tables in its own database', async () => {
    const db = createModuleDatabase('orders');
    await db.drafts.put({ key: 'review:1', value: { rating: 4 }, updatedAt: 1 });
    expect(db.name).toBe('callout-orders');
    expect(await db.drafts.get('review:1')).toMatchObject({ value: { rating: 4 } });
    expect(db.tables.map((t) => t.name).sort()).toEqual(['drafts', 'lists']);
    db.close();
  });

  it('keeps rows across versions and runs the upgrade of a new version', async () => {
    const v1 = createModuleDatabase<{ searches: EntityTable<Search, 'id'> }>('booking', [
      { version: 1, stores: { searches: '++id' } },
    ]);
    await v1.searches.add({ text: 'plumber' });
    await v1.drafts.put({ key: 'location', value: 'N1', updatedAt: 1 });
    v1.close();

    const v2 = createModuleDatabase<{ searches: EntityTable<Search, 'id'> }>('booking', [
      { version: 1, stores: { searches: '++id' } },
      {
        version: 2,
        stores: { searches: '++id, lang' },
        upgrade: (tx) =>
          tx
            .table('searches')
            .toCollection()
            .modify((row: Search) => {
              row.lang = 'en-GB';
            }),
      },
    ]);
    expect(await v2.searches.where('lang').equals('en-GB').count()).toBe(1);
    expect(await v2.drafts.get('location')).toMatchObject({ value: 'N1' });
    v2.close();
  });

  it('rejects names and version lists that would corrupt another module', () => {
    expect(() => createModuleDatabase('Booking Module')).toThrow(/kebab-case/);
    expect(() =>
      createModuleDatabase('support', [
        { version: 2, stores: {} },
        { version: 1, stores: {} },
      ]),
    ).toThrow(/rising order/);
  });

  it('deletes every Callout database on logout and leaves others alone', async () => {
    const db = createModuleDatabase('support');
    await db.lists.put({ name: 'cases', items: [], savedAt: 1 });
    const other = new Dexie('someone-else');
    other.version(1).stores({ things: 'id' });
    await other.open();
    other.close();

    await deleteAllModuleDatabases();

    const names = await Dexie.getDatabaseNames();
    expect(names).not.toContain(databaseName('support'));
    expect(names).toContain('someone-else');
    await Dexie.delete('someone-else');
  });
});
