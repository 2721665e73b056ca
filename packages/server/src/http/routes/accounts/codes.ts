// Calls that send or redeem a one-time code: /otp, /verifyemail, /recover and /deleteAccount,
// for customers and (under /provider) providers.

import {
  actionResponseSchema,
  deleteAccountInputSchema,
  recoverInputSchema,
  sendOtpInputSchema,
  verifyEmailInputSchema,
} from '@callout/contracts/accounts';
import type { Envelope } from '@callout/contracts/envelope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chosenLanguage } from '../../../domain/accounts/account-language';
import {
  findAccountByEmail,
  markEmailVerified,
  setRecoveredPassword,
} from '../../../domain/accounts/account-store';
import { clientNetwork } from '../../../domain/accounts/auth/client-network';
import { issueCode, redeemableBy, redeemCodeFor } from '../../../domain/accounts/auth/one-time-codes';
import { pairSubject, rateRules } from '../../../domain/accounts/auth/rate-limit';
import { currentAccount, requireAccount } from '../../../domain/accounts/auth/sessions';
import { endAllSessions } from '../../../domain/accounts/auth/sessions-store';
import { deleteAccount } from '../../../domain/accounts/delete-account';
import { codeMail } from '../../../domain/notifications/mail/code-mails';
import { ApiError } from '../../../errors';
import { readerLanguage } from '../../../infra/html/page-language';
import { writerFor } from '../../../infra/texts/writer';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { inputOf } from '../../route-input';
import { accountRoles } from './account-prefix';

export function registerCodeRoutes(api: FastifyInstance, services: Services): void {
  const { db, env, mailer, passwords, rateLimits } = services;
  // Narrowest first (rate-limit.ts countInTurn): wrong codes typed from one address use up that address's
  // allowance for the account, never the owner's from elsewhere, until the account's ceiling.
  const countCheck = (request: FastifyRequest, subject: string) => {
    const network = clientNetwork(request, env);
    return rateLimits.countInTurn(db, [
      [rateRules.codeCheckPerIp, network],
      [rateRules.codeCheckPerPair, pairSubject(subject, network)],
      [rateRules.codeCheckPerAccount, subject],
    ]);
  };

  for (const { role, prefix } of accountRoles) {
    // Signed in and asking for the account's own email (dashboard verification, account deletion): the
    // answer may say the mail went out. Anyone else is treated as recovery and gets the same answer
    // whether or not the email is registered.
    api.post(
      `${prefix}/otp`,
      documented({
        summary: 'Mail a one-time code',
        access: 'public',
        body: sendOtpInputSchema,
        response: actionResponseSchema,
        errors: [429, 502],
      }),
      async (request): Promise<Envelope> => {
        const { value: email, purpose = 'signed-in' } = inputOf(request).body;
        const emailKey = `${role}:${email}`;
        const network = clientNetwork(request, env);
        await rateLimits.countInTurn(db, [
          [rateRules.codeSendPerIp, network],
          [rateRules.codeSendPerPair, pairSubject(emailKey, network)],
          [rateRules.codeSendPerEmail, emailKey],
        ]);
        const signedIn = await currentAccount(db, request, role);
        // The account's language, else the page's (an account that never chose one).
        const accountWriter = (owner: { language: string | null }) =>
          writerFor(chosenLanguage(owner.language) ?? readerLanguage(request));
        if (signedIn?.email === email) {
          const code = await issueCode(db, signedIn.id, purpose);
          try {
            await mailer.send(codeMail(email, code, purpose, accountWriter(signedIn)));
          } catch (error) {
            request.log.error({ err: error }, 'Code mail could not be sent');
            throw new ApiError(502, messages.otpFailed);
          }
          return { success: true, message: messages.codeSent };
        }
        const account = await findAccountByEmail(db, role, email);
        if (account) {
          const code = await issueCode(db, account.id, 'recover');
          await mailer.sendDetached(codeMail(email, code, 'recover', accountWriter(account)), request.log);
        }
        return { success: true, message: messages.codeSentIfRegistered };
      },
    );

    api.post(
      `${prefix}/verifyemail`,
      documented({
        summary: 'Verify the email address with a code',
        access: role,
        body: verifyEmailInputSchema,
        fieldMessages: {
          value: messages.enterCode,
        },
        response: actionResponseSchema,
        errors: [429],
      }),
      async (request): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        const { value: code } = inputOf(request).body;
        await countCheck(request, account.id);
        if (!(await redeemCodeFor(db, account.id, code, redeemableBy.verifyEmail))) {
          throw new ApiError(400, messages.emailNotVerified);
        }
        await markEmailVerified(db, account.id);
        return { success: true, message: messages.emailVerified };
      },
    );

    api.post(
      `${prefix}/recover`,
      documented({
        summary: 'Set a new password with a code',
        access: 'public',
        body: recoverInputSchema,
        fieldMessages: {
          otp: messages.enterCode,
          password: messages.recoveryPassword,
        },
        response: actionResponseSchema,
        errors: [429],
      }),
      async (request): Promise<Envelope> => {
        const input = inputOf(request).body;
        await countCheck(request, `${role}:${input.email}`);
        const account = await findAccountByEmail(db, role, input.email);
        // An unknown email fails exactly like a wrong code, so recovery reveals nothing.
        if (!account || !(await redeemCodeFor(db, account.id, input.otp, redeemableBy.recover))) {
          throw new ApiError(400, messages.wrongCode);
        }
        const passwordHash = await passwords.hash(input.password);
        await db.transaction(async (tx) => {
          // Reading the code proved the mailbox is theirs, so the email counts as verified too.
          await setRecoveredPassword(tx, account.id, passwordHash);
          await endAllSessions(tx, account.id);
        });
        await services.changes.announce({ kind: 'sessions', accountId: account.id });
        return { success: true, message: messages.passwordReset };
      },
    );

    api.post(
      `${prefix}/deleteAccount`,
      documented({
        summary: 'Delete the account with a code',
        access: role,
        body: deleteAccountInputSchema,
        fieldMessages: {
          value: messages.enterCode,
        },
        response: actionResponseSchema,
        errors: [409, 429],
      }),
      async (request): Promise<Envelope> => {
        const account = await requireAccount(db, request, role);
        const { value: code } = inputOf(request).body;
        await countCheck(request, account.id);
        if (!(await redeemCodeFor(db, account.id, code, redeemableBy.deleteAccount)))
          throw new ApiError(400, messages.wrongCode);
        await deleteAccount(services, account, request.log);
        return { success: true, message: messages.accountDeleted };
      },
    );
  }
}
