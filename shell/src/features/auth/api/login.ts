// POST /login and /provider/login: email and password in, a session token out.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  type AccountType,
  type LoginInput,
  type LoginResponse,
  loginInputSchema,
  loginResponseSchema,
} from '@callout/contracts/accounts';
import { useMutation } from '@callout/query';
import { api } from '../../../lib/api';
import { accountApiPath } from '../account-routes';

export { loginInputSchema };

export function login(accountType: AccountType, input: LoginInput): Promise<LoginResponse> {
  const path = accountApiPath(accountType, 'login');
  const body = formBody(loginInputSchema.parse(input));
  return parseJson(loginResponseSchema, api.post(path, { body }), `/${path}`);
}

export const useLogin = () =>
  useMutation({
    mutationFn: ({ accountType, input }: { accountType: AccountType; input: LoginInput }) =>
      login(accountType, input),
  });
