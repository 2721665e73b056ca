// The customer's note and photos for the provider as stored: the columns that read them with an order, and
// the photos added one at a time (job-notes.ts checks who may add one and when).
import type { Queryable } from '../../infra/db/database';

/** Columns over orders `o`: the note, and the photo ids in the order they were added. */
export const jobNotesColumns = `o.note,
  (SELECT coalesce(json_agg(op.image_id ORDER BY op.position), '[]') FROM order_photos op
   WHERE op.order_id = o.id) AS photo_ids`;

/** As jobNotesColumns reads them. */
export interface JobNotesFacts {
  note: string | null;
  photo_ids: string[];
}

export async function countJobPhotos(tx: Queryable, orderId: string): Promise<number> {
  const [{ count = 0 } = {}] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM order_photos WHERE order_id = $1',
    [orderId],
  );
  return count;
}

export async function insertJobPhoto(tx: Queryable, orderId: string, imageId: string, position: number) {
  await tx.query('INSERT INTO order_photos (order_id, image_id, position) VALUES ($1, $2, $3)', [
    orderId,
    imageId,
    position,
  ]);
}
