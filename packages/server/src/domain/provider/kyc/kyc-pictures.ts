// Who may see a KYC document: the provider who sent it, and operators (the reader /media/kyc is given by
// http/private-media.ts).
import type { PictureReader } from '../../../infra/media/media-access';
import { kycDocumentPicture } from './kyc-picture-store';

export const readKycPicture: PictureReader = async (db, viewer, id) => {
  const row = await kycDocumentPicture(db, id);
  if (!row || (viewer.role !== 'operator' && row.provider_id !== viewer.id)) return null;
  return { mime: row.mime, data_base64: row.data_base64 };
};
