// POST /provider/updatekyc: the whole KYC form, images as base64 without the data-URL prefix.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import {
  type KycSubmissionInput,
  kycSubmissionInputSchema,
  kycSubmissionResponseSchema,
} from '@callout/contracts/provider-kyc';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export { kycSubmissionInputSchema };

export async function submitKyc(input: KycSubmissionInput): Promise<Envelope> {
  const body = formBody(kycSubmissionInputSchema.parse(input));
  return requireSuccess(
    await parseJson(
      kycSubmissionResponseSchema,
      api.post('provider/updatekyc', { body }),
      '/provider/updatekyc',
    ),
  );
}
