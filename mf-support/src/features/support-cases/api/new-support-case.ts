// POST /newsupportcase (/provider/newsupportcase): value is the subject, 5 to 150 characters.
import { formBody, parseJson } from '@callout/api-client/client';
import type { Envelope } from '@callout/contracts/envelope';
import { type NewSupportCaseInput, newSupportCaseResponseSchema } from '@callout/contracts/support';
import type { AccountType } from '../../../config/paths';
import { api } from '../../../lib/api';

export function newSupportCase(role: AccountType, input: NewSupportCaseInput): Promise<Envelope> {
  const path = role === 'provider' ? 'provider/newsupportcase' : 'newsupportcase';
  return parseJson(newSupportCaseResponseSchema, api.post(path, { body: formBody(input) }), `/${path}`);
}
