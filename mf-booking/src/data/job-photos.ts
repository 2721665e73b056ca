// The photos chosen for the job, kept in this module's database (table `drafts`, row `jobPhotos`) as data
// URLs until the order exists and they are sent (POST /jobphotos): a reload or going offline keeps them.
// They stay out of the request draft, whose cookie copy must stay small (draft-cookie.ts).
import { maxJobPhotos } from '@callout/contracts/job-notes';
import { createDraftStore } from '@callout/db/draft-store';
import { z } from 'zod';
import { bookingDb } from './db';

const key = 'jobPhotos';
const photosSchema = z.array(z.string().startsWith('data:image/')).max(maxJobPhotos);

const store = createDraftStore<string[]>(bookingDb, {
  parse: (value) => photosSchema.parse(value),
  delayMs: 0,
});

let current: string[] | undefined;
const listeners = new Set<() => void>();

function publish(photos: string[]): string[] {
  current = photos;
  for (const listener of listeners) listener();
  return photos;
}

export async function loadJobPhotos(): Promise<string[]> {
  if (current) return current;
  return publish(current ?? (await store.read(key)) ?? []);
}

/** Keeps `photos` (in memory even when storing fails, which rejects with the reason). */
export async function saveJobPhotos(photos: string[]): Promise<void> {
  publish(photos);
  if (photos.length === 0) return store.discard(key);
  store.write(key, photos);
  await store.flush();
}

export const discardJobPhotos = () => saveJobPhotos([]);

export function subscribeJobPhotos(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const jobPhotosSnapshot = (): string[] | undefined => current;
