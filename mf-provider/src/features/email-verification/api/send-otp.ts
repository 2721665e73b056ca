// POST /provider/otp with the provider's own email: mails a new verification code, good for nothing else.
import { formBody, parseJson } from '@callout/api-client/client';
import { actionResponseSchema, sendOtpInputSchema } from '@callout/contracts/accounts';
import type { Envelope } from '@callout/contracts/envelope';
import { api } from '@callout/module-kit/api';
import { requireSuccess } from '@callout/module-kit/errors';

export { sendOtpInputSchema };

export async function sendOtp(email: string): Promise<Envelope> {
  const body = formBody(sendOtpInputSchema.parse({ value: email, purpose: 'verify' }));
  return requireSuccess(
    await parseJson(actionResponseSchema, api.post('provider/otp', { body }), '/provider/otp'),
  );
}
