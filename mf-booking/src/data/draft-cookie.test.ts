import 'fake-indexeddb/auto';
import { requestDraftSchema } from '@callout/contracts/booking';
import { pageDraftCookie } from '@callout/contracts/page-rendering';
import { beforeEach, describe, expect, it } from 'vitest';
import { draftAt } from '../testing/drafts';
import { clearDraft, forgetLoadedDraft, loadDraft, updateDraft } from './request-draft';

/** The draft as the server reads it from the cookie, or null when there is none. */
const draftInCookie = () => {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${pageDraftCookie}=`));
  return pair === undefined
    ? null
    : requestDraftSchema.parse(JSON.parse(decodeURIComponent(pair.slice(pageDraftCookie.length + 1))));
};

const dropCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test loses the cookie as a closed browser does
  document.cookie = `${pageDraftCookie}=; Path=/; Max-Age=0`;
};

beforeEach(async () => {
  await clearDraft();
  forgetLoadedDraft();
});

describe('the draft cookie', () => {
  it('holds the draft once it is stored, and is gone once it is cleared', async () => {
    expect(draftInCookie()).toBeNull();
    await updateDraft(() => draftAt.specifics());
    expect(draftInCookie()).toEqual(draftAt.specifics());
    await updateDraft((draft) => ({ ...draft, Specific: 'Domestic, deep; "all" rooms' }));
    expect(draftInCookie()).toEqual({ ...draftAt.specifics(), Specific: 'Domestic, deep; "all" rooms' });
    await clearDraft();
    expect(draftInCookie()).toBeNull();
  });

  it('is written again when a stored draft is read, as for a draft stored before the cookie', async () => {
    await updateDraft(() => draftAt.choose());
    dropCookie();
    forgetLoadedDraft();
    await loadDraft();
    expect(draftInCookie()).toEqual(draftAt.choose());
  });

  it('is dropped when no draft is stored, e.g. one left from before a reload without it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie the store did not write
    document.cookie = `${pageDraftCookie}=${encodeURIComponent(JSON.stringify(draftAt.choose()))}; Path=/`;
    expect(draftInCookie()).toEqual(draftAt.choose());
    await loadDraft();
    expect(draftInCookie()).toBeNull();
  });

  it('is dropped rather than left stale when the draft is too long for a cookie', async () => {
    await updateDraft(() => draftAt.choose());
    const long = 'Ä'.repeat(300);
    await updateDraft((draft) => ({ ...draft, AddressLine1: long, AddressLine2: long, Town: long }));
    expect(draftInCookie()).toBeNull();
  });
});
