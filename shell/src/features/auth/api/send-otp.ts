// POST /otp and /provider/otp: mails a one-time code to the given address (recovery, account deletion). A
// code works only for what it was sent for, so the delete-account page says so (purpose 'delete').
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type AccountType,
  type ActionResponse,
  actionResponseSchema,
  type OtpPurpose,
  sendOtpInputSchema,
} from '@callout/contracts/accounts';
import { useMutation } from '@callout/query';
import { api } from '../../../lib/api';
import { accountApiPath } from '../account-routes';

export { sendOtpInputSchema };

export function sendOtp(
  accountType: AccountType,
  email: string,
  purpose?: OtpPurpose,
): Promise<ActionResponse> {
  const path = accountApiPath(accountType, 'otp');
  const body = formBody(sendOtpInputSchema.parse({ value: email, purpose }));
  return parseJson(actionResponseSchema, api.post(path, { body }), `/${path}`);
}

export const useSendOtp = () =>
  useMutation({
    mutationFn: ({
      accountType,
      email,
      purpose,
    }: {
      accountType: AccountType;
      email: string;
      purpose?: OtpPurpose;
    }) => sendOtp(accountType, email, purpose),
  });
