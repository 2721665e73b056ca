// POST /register and /provider/register. confirmPassword is checked by the form and never sent.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type AccountType,
  type ActionResponse,
  actionResponseSchema,
  type RegisterInput,
  registerInputSchema,
} from '@callout/contracts/accounts';
import { useMutation } from '@callout/query';
import { api } from '../../../lib/api';
import { accountApiPath } from '../account-routes';

export { registerInputSchema };

export function register(accountType: AccountType, input: RegisterInput): Promise<ActionResponse> {
  const path = accountApiPath(accountType, 'register');
  const body = formBody(registerInputSchema.parse(input));
  return parseJson(actionResponseSchema, api.post(path, { body }), `/${path}`);
}

export const useRegister = () =>
  useMutation({
    mutationFn: ({ accountType, input }: { accountType: AccountType; input: RegisterInput }) =>
      register(accountType, input),
  });
