// A credential's picture or PDF, kept with the KYC documents (private to its provider and operators). A
// PDF is recognised by its first bytes, like pictures; its declared type is never trusted.

import { credentialMessages } from '@callout/contracts/credentials';
import { maxImageBytes } from '@callout/contracts/validation';
import { ApiError, fieldRefusal } from '../../../errors';
import { checkUpload } from '../../../infra/images/image-store';
import { messages } from '../../../messages';

export function checkCredentialDocument(base64: string): { mime: string; base64: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > maxImageBytes) throw new ApiError(413, messages.imageTooLarge);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { mime: 'application/pdf', base64: bytes.toString('base64') };
  }
  try {
    const { mime, base64: checked } = checkUpload(base64);
    return { mime, base64: checked };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) {
      throw fieldRefusal('document', credentialMessages.documentType);
    }
    throw error;
  }
}
