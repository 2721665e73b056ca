// Identity documents (means of ID, utility bill) sent with KYC, kept apart from `images`. They are shown
// only through signed addresses, to their provider and to operators (infra/media/media-access.ts).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../infra/db/database';

export async function storeKycDocument(
  db: Queryable,
  providerId: string,
  image: { mime: string; base64: string },
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO kyc_documents (id, provider_id, mime, data_base64) VALUES ($1, $2, $3, $4)', [
    id,
    providerId,
    image.mime,
    image.base64,
  ]);
  return id;
}
