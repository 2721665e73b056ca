// POST /provider/newcertrequest (id, price): asks to offer a product at the provider's own price.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import {
  type NewCertificationRequestInput,
  newCertificationRequestInputSchema,
  newCertificationRequestResponseSchema,
} from '@callout/contracts/provider-certification';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export { newCertificationRequestInputSchema };

export async function createCertificationRequest(input: NewCertificationRequestInput): Promise<Envelope> {
  const body = formBody(newCertificationRequestInputSchema.parse(input));
  return requireSuccess(
    await parseJson(
      newCertificationRequestResponseSchema,
      api.post('provider/newcertrequest', { body }),
      '/provider/newcertrequest',
    ),
  );
}
