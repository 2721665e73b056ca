// The draft of the details for HMRC, kept with the page's code rather than the first route's.
import { z } from 'zod';
import { storeFor } from '../../data/drafts';

/** The details for HMRC as typed: the kind chosen ('' before one is) and every field of either kind. */
export const sellerDetailsDraftSchema = z.object({
  kind: z.enum(['', 'INDIVIDUAL', 'COMPANY']),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string(),
  nino: z.string(),
  taxid: z.string(),
  legalname: z.string(),
  companynumber: z.string(),
  utr: z.string(),
  address: z.string(),
  // Drafts kept before these two fields existed have neither.
  country: z.string().default(''),
  vat: z.string().default(''),
});
export type SellerDetailsDraft = z.infer<typeof sellerDetailsDraftSchema>;
export const sellerDetailsDraftStore = storeFor(sellerDetailsDraftSchema);
/** Its one row's key (this module's other drafts' keys are `draftKeys` in config/constants.ts). */
export const sellerDetailsDraftKey = 'sellerDetailsForm';
