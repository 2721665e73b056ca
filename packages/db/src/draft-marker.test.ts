// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModuleDatabase, type ModuleDatabase } from './database';
import { deleteAllModuleDatabases } from './delete-databases';
import { readDraftMarker } from './draft-marker';
import { createDraftStore } from './draft-store';

const asIs = (value: unknown) => value as Record<string, unknown>;
const signIn = (account: string) => {
  localStorage.setItem('serve', `token-${account}`);
  localStorage.setItem('account', account);
};

let db: ModuleDatabase;

beforeEach(() => {
  localStorage.clear();
  db = createModuleDatabase('marker-test');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('draft markers', () => {
  it('say which fields a saved draft fills, and go when it is discarded', async () => {
    const drafts = createDraftStore(db, { parse: asIs, delayMs: 0 });
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    drafts.write('reqData', { ZipCode: 'SW1A 1AA', Order: 'ORD-1', toNegotiate: false, Images: [] });
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull(); // not stored yet
    await drafts.flush();
    expect(readDraftMarker('marker-test', 'reqData')).toEqual(['ZipCode', 'Order']);
    await drafts.discard('reqData');
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    await drafts.dispose();
  });

  it('are read back only by the account that wrote the draft, as the draft is', async () => {
    signIn('a-one');
    const drafts = createDraftStore(db, { parse: asIs, delayMs: 0 });
    drafts.write('reqData', { Order: 'ORD-1' });
    await drafts.flush();
    expect(readDraftMarker('marker-test', 'reqData')).toEqual(['Order']);
    signIn('a-two');
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    localStorage.clear(); // a visitor
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    await drafts.dispose();
  });

  it('follow a draft saved before markers existed once it is read, and one that no longer parses', async () => {
    await db.drafts.put({ key: 'reqData', value: { Order: 'ORD-2' }, updatedAt: 1 });
    const drafts = createDraftStore(db, {
      parse: (value) => {
        if (!asIs(value).Order) throw new Error('an older shape');
        return asIs(value);
      },
    });
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    await drafts.read('reqData');
    expect(readDraftMarker('marker-test', 'reqData')).toEqual(['Order']);
    await db.drafts.put({ key: 'reqData', value: { Address: 'London' }, updatedAt: 2 });
    expect(await drafts.read('reqData')).toBeUndefined();
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    await drafts.dispose();
  });

  it('go with the databases, except those kept', async () => {
    const drafts = createDraftStore(db, { parse: asIs, delayMs: 0 });
    const kept = createModuleDatabase('marker-kept');
    const keptDrafts = createDraftStore(kept, { parse: asIs, delayMs: 0 });
    drafts.write('reqData', { Order: 'ORD-1' });
    keptDrafts.write('note', { text: 'hello' });
    await Promise.all([drafts.flush(), keptDrafts.flush()]);
    localStorage.setItem('theme', 'dark');

    await deleteAllModuleDatabases({ keep: [kept.name] });
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    expect(readDraftMarker('marker-kept', 'note')).toEqual(['text']);
    expect(localStorage.getItem('theme')).toBe('dark'); // not a marker

    await deleteAllModuleDatabases();
    expect(readDraftMarker('marker-kept', 'note')).toBeNull();
    await Promise.all([drafts.dispose(), keptDrafts.dispose()]);
  });

  it('read as no draft when storage is blocked or the marker is not one', () => {
    localStorage.setItem('callout-draft:callout-marker-test:reqData', '{not json');
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    localStorage.setItem('callout-draft:callout-marker-test:reqData', '{"filled":"Order"}');
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readDraftMarker('marker-test', 'reqData')).toBeNull();
  });
});
