// The customer's note and photos for the provider. The note is stored with the order (/requestservice);
// photos come one a call (/jobphotos), at most five, as private pictures that media-access.ts serves only
// to the order's customer, the provider(s) who may see the job, and operators.
import { type JobNotes, jobNoteMessages, maxJobPhotos } from '@callout/contracts/job-notes';
import { ApiError } from '../../errors';
import type { Database } from '../../infra/db/database';
import { checkUpload, storePrivateImage } from '../../infra/images/image-store';
import type { MediaLink } from '../../infra/media/media-links';
import type { AccountRow } from '../accounts/account-store';
import { customerOrder } from '../orders/order-access';
import { countJobPhotos, insertJobPhoto, type JobNotesFacts } from './job-notes-store';

export function jobNotesOf(row: JobNotesFacts, link: MediaLink): JobNotes {
  return {
    Note: row.note,
    Photos: row.photo_ids.map((id) => link(id)).filter((url): url is string => url !== null),
  };
}

/** Adds one photo (a checked data URL) to the customer's own order while it is open. */
export async function addJobPhoto(
  db: Database,
  customer: AccountRow,
  orderId: string,
  dataUrl: string,
): Promise<void> {
  // Checked before the order is locked: reading a picture's header is the slow part.
  const picture = checkUpload(dataUrl.slice(dataUrl.indexOf(',') + 1));
  await db.transaction(async (tx) => {
    // Locked, so two photos sent at once cannot both be the fifth.
    const order = await customerOrder(tx, customer, orderId, true);
    if (order.status === 'COMPLETED' || order.status === 'CANCELLED') {
      throw new ApiError(409, jobNoteMessages.orderClosed);
    }
    const count = await countJobPhotos(tx, order.id);
    if (count >= maxJobPhotos) throw new ApiError(409, jobNoteMessages.tooManyPhotos);
    const imageId = await storePrivateImage(tx, picture);
    await insertJobPhoto(tx, order.id, imageId, count + 1);
  });
}
