// POST /language and /provider/language: the language a signed-in account chose in a switch, kept so its
// mails, pushes and the bell's notifications are written in it. The login answer gives it back, for a
// device that has no choice of its own.
import {
  type AccountLanguageResponse,
  accountLanguageInputSchema,
  accountLanguageResponseSchema,
} from '@callout/contracts/account-language';
import type { FastifyInstance } from 'fastify';
import { saveAccountLanguage } from '../../../domain/accounts/account-language-store';
import { rememberAccountLanguage } from '../../../domain/accounts/auth/request-language';
import { requireAccountId } from '../../../domain/accounts/auth/sessions';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from './account-prefix';

export function registerAccountLanguageRoutes(api: FastifyInstance, { db, changes }: Services): void {
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
        const { language } = inputOf(request).body;
        await saveAccountLanguage(db, account.id, language);
        // The session memory keeps the account's language for its answers' messages: forgotten everywhere,
        // so the next answer is in the new one; this one already is.
        await changes.announce({ kind: 'sessions', accountId: account.id });
        rememberAccountLanguage(request, language);
        return { success: true, message: messages.languageSaved, data: { Language: language } };
      },
    );
  }
}
