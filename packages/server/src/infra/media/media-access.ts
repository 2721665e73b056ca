// Who may see a private picture, checked each time it is served, is each area's rule: the chat's (the
// session's account must still belong to the conversation, and a deleted message has no picture any more),
// KYC's (the document's provider and operators), the job's (the order's customer and provider, a provider
// who may bid on the open job, operators) and the dispute's (its customer and provider, operators). Each
// area gives a reader for its kind; the caller (http/private-media.ts) passes them in, so the pictures'
// infrastructure knows no area.
import type { Queryable } from '../db/database';
import type { MediaViewer } from './media-session';
import type { MediaKind } from './url-signer';

export interface StoredMedia {
  mime: string;
  data_base64: string;
}

/** The picture `id` of one kind if `viewer` may see it now, or null (unknown, gone or not theirs). */
export type PictureReader = (db: Queryable, viewer: MediaViewer, id: string) => Promise<StoredMedia | null>;

/** A reader for every kind of private picture. */
export type PictureReaders = Record<MediaKind, PictureReader>;

/** The picture if `viewer` (the account of a live session) may see it now, or null. */
export function readPrivateMedia(
  readers: PictureReaders,
  db: Queryable,
  kind: MediaKind,
  id: string,
  viewer: MediaViewer,
): Promise<StoredMedia | null> {
  return readers[kind](db, viewer, id);
}
