import 'fake-indexeddb/auto';
import { requestDraftStorageKey } from '@callout/contracts/booking';
import { createModuleDatabase } from '@callout/db/database';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, forgetLoadedDraft, loadDraft, updateDraft } from './request-draft';

beforeEach(async () => {
  await clearDraft();
  forgetLoadedDraft();
});

describe('the request draft', () => {
  it('is stored in callout-booking / drafts / reqData, where the shell reads it', async () => {
    await updateDraft(() => ({ ZipCode: 'SW1A 1AA', Address: 'Westminster', Order: '12' }));
    const shellView = createModuleDatabase('booking');
    const row = await shellView.drafts.get(requestDraftStorageKey);
    expect(row?.value).toEqual({ ZipCode: 'SW1A 1AA', Address: 'Westminster', Order: '12' });
    shellView.close();
  });

  it('survives a reload', async () => {
    await updateDraft((draft) => ({ ...draft, Category: 'Cleaning' }));
    forgetLoadedDraft(); // what a reload does to memory
    expect(await loadDraft()).toEqual({ Category: 'Cleaning' });
  });

  it('reads a stored value of the wrong shape as a new draft', async () => {
    const db = createModuleDatabase('booking');
    await db.drafts.put({ key: requestDraftStorageKey, value: { ZipCode: 42 }, updatedAt: Date.now() });
    db.close();
    forgetLoadedDraft();
    expect(await loadDraft()).toEqual({});
  });

  it('is gone after clearing', async () => {
    await updateDraft(() => ({ Category: 'Cleaning' }));
    await clearDraft();
    forgetLoadedDraft();
    expect(await loadDraft()).toEqual({});
  });
});
