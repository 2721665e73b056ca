// The date picked on the providers step, kept on the device per account (drafts table, key
// `providersDate`) so a reload, online or off, shows the same providers list. It becomes the request
// draft's Scheduled only once a provider is chosen or the job published, so it is kept
// with the draft it was picked for, and read back only while the draft is still that one.
import type { RequestDraft } from '@callout/contracts/booking';
import { isoDateSchema } from '@callout/contracts/fields';
import { createDraftStore } from '@callout/db/draft-store';
import { z } from 'zod';
import { bookingDb } from './db';

const pickedDateSchema = z.object({ ProdId: z.string(), DraftScheduled: z.string(), date: isoDateSchema });
type PickedDate = z.infer<typeof pickedDateSchema>;

const key = 'providersDate';

const store = createDraftStore<PickedDate>(bookingDb, {
  parse: (value) => pickedDateSchema.parse(value),
  // One write per date picked, not per key typed; it must land before a reload.
  delayMs: 0,
  onError: (error) => console.warn('Could not keep the date picked for the providers list', error),
});

const pickedFor = (draft: RequestDraft) => ({
  ProdId: draft.ProdId ?? '',
  DraftScheduled: draft.Scheduled ?? '',
});

/** The date last picked for this draft, if any. */
export async function readPickedDate(draft: RequestDraft): Promise<string | undefined> {
  const picked = await store.read(key);
  const now = pickedFor(draft);
  return picked?.ProdId === now.ProdId && picked.DraftScheduled === now.DraftScheduled
    ? picked.date
    : undefined;
}

/** Keeps the date picked for this draft. */
export function keepPickedDate(draft: RequestDraft, date: string): void {
  if (isoDateSchema.safeParse(date).success) store.write(key, { ...pickedFor(draft), date });
  else void store.discard(key).catch((error: unknown) => console.warn('Could not forget a date', error));
}

/** Tests only: writes a pending date now, as leaving the page does. */
export const flushPickedDate = (): Promise<void> => store.flush();
