// POST /newsupportcase (/provider/newsupportcase): value is the subject, 5 to 150 characters.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import { type NewSupportCaseInput, newSupportCaseResponseSchema } from '@callout/contracts/support';
import { api } from '@callout/module-kit/api';
import { useMutation, useQueryClient } from '@callout/query';
import type { AccountType } from '../../../config/paths';
import { supportCasesKey } from './load-support-cases';

export function newSupportCase(role: AccountType, input: NewSupportCaseInput): Promise<Envelope> {
  const path = role === 'provider' ? 'provider/newsupportcase' : 'newsupportcase';
  return parseJson(newSupportCaseResponseSchema, api.post(path, { body: formBody(input) }), `/${path}`);
}

/** Opens a case; once the server has it, every list of the role's cases is asked for again. */
export function useNewSupportCase(role: AccountType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSupportCaseInput) => newSupportCase(role, input),
    onSuccess: (answer) => {
      if (answer.success) void queryClient.invalidateQueries({ queryKey: supportCasesKey(role) });
    },
  });
}
