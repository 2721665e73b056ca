// POST /provider/updatekyc: a first submission, or a resubmission after the operator QUERIED the last one.
// VERIFIED is final and any other status is waiting for review. The names, phone and photo
// sent here become the provider's profile, since that is what customers see and the operator checks.
import { type KycSubmissionInput, kycSubmissionInputSchema } from '@callout/contracts/provider-kyc';
import { ApiError } from '../../../errors';
import type { Database } from '../../../infra/db/database';
import { checkUpload, storeImage } from '../../../infra/images/image-store';
import { parseInput } from '../../../parse-input';
import type { AccountRow } from '../../accounts/account-store';
import { providerMessages } from '../messages';
import { storeKycDocument } from './kyc-documents-store';
import {
  deleteKycDocuments,
  deleteReplacedPhoto,
  findKycSubmission,
  lockKycAccount,
  profileFromKyc,
  saveKycSubmission,
} from './kyc-store';

const requiredFields = Object.keys(kycSubmissionInputSchema.shape) as Array<keyof KycSubmissionInput>;

/** The spec's rule 'All KYC fields required' comes first, whatever else is wrong with a field. */
export function parseKycSubmission(body: unknown): KycSubmissionInput {
  const form = (body ?? {}) as Record<string, unknown>;
  const missing = requiredFields.some((field) => {
    const value = form[field];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing) throw new ApiError(400, providerMessages.kycFieldsRequired);
  return parseInput(kycSubmissionInputSchema, body);
}

/** Refuses a submission the status rules do not allow. */
function checkCanSubmit(accountStatus: string | null, submissionStatus: string | null): void {
  const status = (submissionStatus ?? accountStatus ?? '').trim();
  if (status === 'VERIFIED') throw new ApiError(409, providerMessages.kycAlreadyVerified);
  if (status !== '' && status !== 'QUERIED') throw new ApiError(409, providerMessages.kycPending);
}

export async function submitKyc(
  db: Database,
  provider: AccountRow,
  input: KycSubmissionInput,
): Promise<void> {
  // Checked from the bytes (size and image signature) before anything is written.
  const photo = checkUpload(input.profileImage);
  const meansOfId = checkUpload(input.meansOfId);
  const utilityBill = checkUpload(input.utilityBill);

  await db.transaction(async (tx) => {
    // Locking the account orders two submissions (double click, two devices) one after the other.
    const account = await lockKycAccount(tx, provider.id);
    const previous = await findKycSubmission(tx, provider.id, true);
    checkCanSubmit(account?.kyc_status ?? null, previous?.status ?? null);

    const imageId = await storeImage(tx, photo);
    const idDocument = await storeKycDocument(tx, provider.id, meansOfId);
    const utilityDocument = await storeKycDocument(tx, provider.id, utilityBill);
    await saveKycSubmission(tx, provider.id, input, { id: idDocument, utility: utilityDocument });
    await profileFromKyc(tx, provider.id, input, imageId);
    // The queried documents are replaced, not kept: nobody reviews them again.
    const replaced = [previous?.id_document, previous?.utility_document].filter((id) => id != null);
    if (replaced.length) await deleteKycDocuments(tx, replaced);
    if (account?.image_id) await deleteReplacedPhoto(tx, account.image_id);
  });
}
