// POST /deleteAccount and /provider/deleteAccount: value is the code mailed by /otp.
import { formBody, parseJson } from '@callout/api-client/client';
import { type AccountType, type ActionResponse, actionResponseSchema } from '@callout/contracts/accounts';
import { useMutation } from '@callout/query';
import { api } from '../../../lib/api';
import { accountApiPath } from '../account-routes';

export function deleteAccount(accountType: AccountType, otp: string): Promise<ActionResponse> {
  const path = accountApiPath(accountType, 'deleteAccount');
  // The spec sets no client-side check on this code: it goes as typed and the server, which validates
  // it with deleteAccountInputSchema, answers with the message the form shows.
  const body = formBody({ value: otp.trim() });
  return parseJson(actionResponseSchema, api.post(path, { body }), `/${path}`);
}

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: ({ accountType, otp }: { accountType: AccountType; otp: string }) =>
      deleteAccount(accountType, otp),
  });
