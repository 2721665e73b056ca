// Drafts at each step of the booking flow, for tests that start in the middle of it.
import type { RequestDraft } from '@callout/contracts/booking';
import { addDays, londonToday } from '@callout/contracts/london-time';
import { forgetLoadedDraft, updateDraft } from '../data/request-draft';

export const tomorrow = () => addDays(londonToday(), 1);

export const draftAt = {
  category: (): RequestDraft => ({ ZipCode: 'SW1A 1AA', Address: 'Westminster, London' }),
  specifics: (): RequestDraft => ({ ...draftAt.category(), Category: 'Cleaning' }),
  choose: (): RequestDraft => ({ ...draftAt.specifics(), Specific: 'Domestic' }),
  providers: (): RequestDraft => ({ ...draftAt.choose(), ProdId: '7', Product: 'Deep clean' }),
  negotiate: (provider = 'BID'): RequestDraft => ({
    ...draftAt.providers(),
    Provider: provider,
    Scheduled: tomorrow(),
  }),
};

/** Stores `draft` as if an earlier visit had saved it, then forgets it in memory like a reload. */
export async function storeDraft(draft: RequestDraft): Promise<void> {
  await updateDraft(() => draft);
  forgetLoadedDraft();
}
