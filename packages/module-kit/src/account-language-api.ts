// POST /language (customers) and /provider/language: the language chosen in a switch, kept on the signed-in
// account so its mails, pushes and notifications are written in it. Loaded only once a signed-in reader
// chooses, so no page pays for it before.
import { formBody, parseJson } from '@callout/api-client/client';
import {
  accountLanguageInputSchema,
  accountLanguageResponseSchema,
} from '@callout/contracts/account-language';
import type { Language } from '@callout/contracts/languages';
import { api } from './api';
import { accountPath } from './push/account-path';

export async function keepLanguageOnAccount(language: Language): Promise<void> {
  const path = accountPath('language');
  const body = formBody(accountLanguageInputSchema.parse({ language }));
  await parseJson(accountLanguageResponseSchema, api.post(path, { body }), `/${path}`);
}
