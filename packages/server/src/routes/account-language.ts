// POST /language and /provider/language: the language a signed-in account chose in a switch, kept so its
// mails, pushes and the bell's notifications are written in it. The login answer gives it back, for a
// device that has no choice of its own.
import {
  type AccountLanguageResponse,
  accountLanguageInputSchema,
  accountLanguageResponseSchema,
} from '@callout/contracts/account-language';
import type { FastifyInstance } from 'fastify';
import { saveAccountLanguage } from '../accounts/account-language';
import { requireAccountId } from '../auth/sessions';
import { parseInput } from '../http/parse-input';
import { messages } from '../messages';
import { documented } from '../openapi/route-contract';
import type { Services } from '../services';
import { accountRoles } from './account-prefix';

export function registerAccountLanguageRoutes(api: FastifyInstance, { db }: Services): void {
  for (const { role, prefix } of accountRoles) {
    api.post(
      `${prefix}/language`,
      documented({
        summary: "Keep the account's language (its mails, pushes and notifications are written in it)",
        access: role,
        body: accountLanguageInputSchema,
        response: accountLanguageResponseSchema,
      }),
      async (request): Promise<AccountLanguageResponse> => {
        const account = await requireAccountId(db, request, role);
        const { language } = parseInput(accountLanguageInputSchema, request.body);
        await saveAccountLanguage(db, account.id, language);
        return { success: true, message: messages.languageSaved, data: { Language: language } };
      },
    );
  }
}
