// POST /recover (and the provider variant): the mailed code and a new password.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type AccountType,
  type ActionResponse,
  actionResponseSchema,
  type RecoverInput,
  recoverInputSchema,
} from '@callout/contracts/accounts';
import { useMutation } from '@callout/query';
import { api } from '../../../lib/api';
import { accountApiPath } from '../account-routes';

export { recoverInputSchema };

export function recoverPassword(accountType: AccountType, input: RecoverInput): Promise<ActionResponse> {
  const path = accountApiPath(accountType, 'recover');
  const body = formBody(recoverInputSchema.parse(input));
  return parseJson(actionResponseSchema, api.post(path, { body }), `/${path}`);
}

export const useRecoverPassword = () =>
  useMutation({
    mutationFn: ({ accountType, input }: { accountType: AccountType; input: RecoverInput }) =>
      recoverPassword(accountType, input),
  });
