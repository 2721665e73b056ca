// Registration, login, session check and logout, for customers and (under /provider) providers.
import {
  actionResponseSchema,
  type LoginResponse,
  loginInputSchema,
  loginResponseSchema,
  registerInputSchema,
  sessionResponseSchema,
} from '@callout/contracts/accounts';
import type { Envelope } from '@callout/contracts/envelope';
import { opsPeopleMessages } from '@callout/contracts/ops-people';
import type { FastifyInstance } from 'fastify';
import { chosenLanguage } from '../../../domain/accounts/account-language';
import { findAccountByEmail, insertAccount } from '../../../domain/accounts/account-store';
import { clientNetwork } from '../../../domain/accounts/auth/client-network';
import { countLoginAttempt } from '../../../domain/accounts/auth/login-attempts';
import { issueCode } from '../../../domain/accounts/auth/one-time-codes';
import { rateRules } from '../../../domain/accounts/auth/rate-limit';
import { requireAccount, startSession } from '../../../domain/accounts/auth/sessions';
import { endAllSessions } from '../../../domain/accounts/auth/sessions-store';
import { codeMail } from '../../../domain/notifications/mail/code-mails';
import { registrationAttemptMail } from '../../../domain/notifications/mail/registration-attempt-mail';
import { isSuspended } from '../../../domain/ops/account-suspension-store';
import { readerLanguage } from '../../../infra/html/page-language';
import { endMediaAccess } from '../../../infra/media/media-session';
import { deleteAllSubscriptions } from '../../../infra/push/subscription-store';
import { writerFor } from '../../../infra/texts/writer';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from './account-prefix';

export function registerSessionRoutes(
  api: FastifyInstance,
  { db, env, mailer, passwords, changes, rateLimits }: Services,
): void {
  for (const { role, prefix } of accountRoles) {
    // A taken email gets the same answer as a fresh one, after the same password hashing, so the form does
    // not tell who is registered; the owner is mailed instead (no code), and never gets a verification code.
    api.post(
      `${prefix}/register`,
      documented({
        summary: 'Register an account',
        access: 'public',
        body: registerInputSchema,
        response: actionResponseSchema,
        status: 201,
        errors: [429],
      }),
      async (request, reply): Promise<Envelope> => {
        const input = inputOf(request).body;
        await rateLimits.countAttempt(db, [[rateRules.registerPerIp, clientNetwork(request, env)]]);
        const passwordHash = await passwords.hash(input.password);
        // A new account has chosen no language yet: its mail is in the page's (the device's choice, else the
        // browser's languages).
        const pageWriter = writerFor(readerLanguage(request));
        const account = await insertAccount(db, {
          role,
          email: input.email,
          phone: input.phone,
          passwordHash,
        });
        if (account) {
          const code = await issueCode(db, account.id, 'verify');
          // The account exists either way; a lost mail is recovered by asking for a new code.
          await mailer.sendDetached(codeMail(input.email, code, 'signup', pageWriter), request.log);
        } else if (
          await rateLimits.withinLimit(db, [rateRules.registerNoticePerEmail, `${role}:${input.email}`])
        ) {
          await mailer.sendDetached(registrationAttemptMail(input.email, role, pageWriter), request.log);
        }
        reply.status(201);
        return { success: true, message: messages.registered };
      },
    );

    api.post(
      `${prefix}/login`,
      documented({
        summary: 'Log in (data.Token is the session token)',
        access: 'public',
        body: loginInputSchema,
        fieldMessages: { password: messages.loginRequired },
        response: loginResponseSchema,
        errors: [401, 403, 429],
      }),
      async (request, reply): Promise<LoginResponse> => {
        const input = inputOf(request).body;
        const attempt = await countLoginAttempt(
          db,
          rateLimits,
          `${role}:${input.email}`,
          clientNetwork(request, env),
        );
        const account = await findAccountByEmail(db, role, input.email);
        const valid = await passwords.verify(account?.password_hash ?? null, input.password);
        if (!account || !valid) {
          reply.status(401);
          return { success: false, message: messages.loginFailed };
        }
        await attempt.succeeded();
        // Said only after the right password, so it tells a stranger nothing about the address.
        if (await isSuspended(db, account.id)) {
          reply.status(403);
          return { success: false, message: opsPeopleMessages.loginSuspended };
        }
        const token = await startSession(db, account.id);
        const language = chosenLanguage(account.language);
        return {
          success: true,
          message: messages.loggedIn,
          data: { Token: token, ...(language ? { Language: language } : {}) },
        };
      },
    );

    api.get(
      `${prefix}/valsession`,
      documented({ summary: 'Check the session', access: role, response: sessionResponseSchema }),
      async (request): Promise<Envelope> => {
        await requireAccount(db, request, role);
        return { success: true, message: messages.sessionValid };
      },
    );

    // Logging out anywhere ends every session of the account, so a lost device is signed out too.
    api.get(
      `${prefix}/logout`,
      documented({ summary: 'Log out everywhere', access: role, response: sessionResponseSchema }),
      async (request, reply): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        await endAllSessions(db, account.id);
        endMediaAccess(env, request, reply);
        // Every instance forgets the sessions it remembered (domain/accounts/auth/session-cache.ts) before this answers.
        await changes.announce({ kind: 'sessions', accountId: account.id });
        // Logout ends every session of the account, so no device of it is told anything any more.
        await deleteAllSubscriptions(db, account.id);
        return { success: true, message: messages.loggedOut };
      },
    );
  }
}
