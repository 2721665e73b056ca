// Provider identity verification (KYC): the stored record, reviewer notes and the submission.
import { z } from 'zod';
import { base64ImageSchema } from './accounts';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { londonToday } from './london-time';
import { phoneSchema } from './validation';

await evaluationBreak();

/** QUERIED lets the provider submit again; VERIFIED is final; any other status is shown as text. */
export const kycStatuses = { queried: 'QUERIED', verified: 'VERIFIED' } as const;

export const kycRecordSchema = z.object({
  FirstName: z.string().nullable(),
  Lastname: z.string().nullable(),
  organization: z.string().nullable(),
  Phone: z.string().nullable(),
  DOB: z.string().nullable(),
  InsuranceNumber: z.string().nullable(),
  Address: z.string().nullable(),
  Province: z.string().nullable(),
  Country: z.string().nullable(),
  Status: z.string().nullable(),
  idlink: z.string().nullable(),
  utilitylink: z.string().nullable(),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

/** Submitting is possible with no record yet or when the reviewer queried the last one. */
export function canSubmitKyc(record: KycRecord | undefined): boolean {
  const status = record?.Status?.trim() ?? '';
  return status === '' || status === kycStatuses.queried;
}

// GET /provider/kycdata: an empty list means nothing was submitted yet.
export const kycDataResponseSchema = envelopeSchema.extend({ data: z.array(kycRecordSchema).optional() });
export type KycDataResponse = z.infer<typeof kycDataResponseSchema>;

export const kycReviewSchema = z.object({ Note: z.string(), Reviewer: z.string(), Reviewed: z.string() });
export type KycReview = z.infer<typeof kycReviewSchema>;

// GET /provider/kycreviews
export const kycReviewsResponseSchema = envelopeSchema.extend({ data: z.array(kycReviewSchema).optional() });
export type KycReviewsResponse = z.infer<typeof kycReviewsResponseSchema>;

export const kycFieldsRequiredMessage = 'All fields are required.';
export const dateOfBirthMessage = 'Please enter a valid date of birth.';

const requiredText = (maxLength: number) =>
  z
    .string({ error: kycFieldsRequiredMessage })
    .trim()
    .min(1, { error: kycFieldsRequiredMessage, abort: true })
    .max(maxLength, `Please keep this under ${maxLength} characters`);

const requiredImage = base64ImageSchema.min(1, { error: kycFieldsRequiredMessage, abort: true });

// POST /provider/updatekyc: every field is required; images are base64 without the data-URL prefix.
export const kycSubmissionInputSchema = z.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  organization: requiredText(120),
  phone: phoneSchema,
  dob: z
    .string({ error: kycFieldsRequiredMessage })
    .trim()
    .min(1, { error: kycFieldsRequiredMessage, abort: true })
    .pipe(
      z.iso
        .date({ error: dateOfBirthMessage, abort: true })
        .refine((value) => value < londonToday(), dateOfBirthMessage),
    ),
  address: requiredText(300),
  province: requiredText(100),
  country: requiredText(100),
  /** Insurance (identity) number; shown back as InsuranceNumber. */
  idno: requiredText(30).regex(/^[A-Za-z0-9 -]+$/, 'Please enter a valid identity number.'),
  profileImage: requiredImage,
  meansOfId: requiredImage,
  utilityBill: requiredImage,
});
export type KycSubmissionInput = z.infer<typeof kycSubmissionInputSchema>;
export const kycSubmissionResponseSchema = envelopeSchema;
