// POST /provider/verifyemail: redeems the mailed code; the session says whose email it is.
import { formBody, parseJson } from '@callout/api-client/client';
import { actionResponseSchema, verifyEmailInputSchema } from '@callout/contracts/accounts';
import type { Envelope } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export { verifyEmailInputSchema };

export async function verifyEmail(code: string): Promise<Envelope> {
  const body = formBody(verifyEmailInputSchema.parse({ value: code }));
  return requireSuccess(
    await parseJson(
      actionResponseSchema,
      api.post('provider/verifyemail', { body }),
      '/provider/verifyemail',
    ),
  );
}
