// POST /updatebio: first name, last name, phone and (optionally) a new photo as base64 without prefix.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  actionResponseSchema,
  type UpdateCustomerProfileInput,
  updateCustomerProfileInputSchema,
} from '@callout/contracts/accounts';
import type { Envelope } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';

export { updateCustomerProfileInputSchema };

export async function updateProfile(input: UpdateCustomerProfileInput): Promise<Envelope> {
  const body = formBody(updateCustomerProfileInputSchema.parse(input));
  return parseJson(actionResponseSchema, api.post('updatebio', { body }), '/updatebio');
}
