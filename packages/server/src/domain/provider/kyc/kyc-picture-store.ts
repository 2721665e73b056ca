// A KYC document's picture with the provider it belongs to, for the rule of who may see it (kyc-pictures.ts).
import type { Queryable } from '../../../infra/db/database';
import type { StoredMedia } from '../../../infra/media/media-access';

export async function kycDocumentPicture(
  db: Queryable,
  documentId: string,
): Promise<(StoredMedia & { provider_id: string }) | undefined> {
  const [row] = await db.query<StoredMedia & { provider_id: string }>(
    'SELECT mime, data_base64, provider_id FROM kyc_documents WHERE id = $1',
    [documentId],
  );
  return row;
}
