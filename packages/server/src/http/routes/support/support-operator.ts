// The operator API under /api/operator: what the operator CLI calls to work the support queue while the
// server runs (the embedded database cannot be opened by a second process).
import {
  type LoginResponse,
  loginInputSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@callout/contracts/accounts';
import { type Envelope, envelopeSchema } from '@callout/contracts/envelope';
import { chatPageSize } from '@callout/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { clientNetwork } from '../../../domain/accounts/auth/client-network';
import { countLoginAttempt } from '../../../domain/accounts/auth/login-attempts';
import { startSession } from '../../../domain/accounts/auth/sessions';
import { endAllSessions } from '../../../domain/accounts/auth/sessions-store';
import { notifySupportReply } from '../../../domain/notifications/provider-events';
import { pushSupportReply } from '../../../domain/notifications/push/chat-notices';
import { recordAudit } from '../../../domain/ops/audit-log-store';
import { mailCaseOwner, mailUnsettledComplaint } from '../../../domain/support/case-mails';
import {
  type CaseStatus,
  findOperatorCase,
  listCasesForOperators,
  setCaseStatus,
} from '../../../domain/support/case-store';
import { postMessage } from '../../../domain/support/chat-service';
import { listMessagePage } from '../../../domain/support/chat-store';
import { idempotencyKeyOf } from '../../../domain/support/idempotency';
import { supportMessages } from '../../../domain/support/messages';
import {
  caseDetailResponseSchema,
  caseMessagesQuerySchema,
  caseParamsSchema,
  caseQueueQuerySchema,
  caseQueueResponseSchema,
  caseStatusInputSchema,
  operatorReplyInputSchema,
  operatorReplyResponseSchema,
} from '../../../domain/support/operator-contract';
import { requireOperator } from '../../../domain/support/operators';
import { findOperatorByEmail } from '../../../domain/support/operators-store';
import { companyDetails } from '../../../env';
import { ApiError } from '../../../errors';
import { mediaLinks } from '../../../infra/media/media-links';
import { endMediaAccess } from '../../../infra/media/media-session';
import { messages } from '../../../messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';
import { grantMediaAccess } from '../../private-media';
import { inputOf } from '../../route-input';

/** case.open for a NEW case, case.reopen for a CLOSED one, case.close. */
const statusAction = (from: CaseStatus, to: 'OPEN' | 'CLOSED') =>
  to === 'CLOSED' ? 'case.close' : from === 'CLOSED' ? 'case.reopen' : 'case.open';

/** What an audit entry about a case points at: the case, and its owner's account. */
const caseSubject = (found: { CaseID: string; OwnerID: string }) => ({
  subjectType: 'case',
  subjectId: found.CaseID,
  accountId: found.OwnerID,
});

const queues: Record<z.infer<typeof caseQueueQuerySchema>['status'], CaseStatus[]> = {
  open: ['NEW', 'OPEN'],
  closed: ['CLOSED'],
  all: ['NEW', 'OPEN', 'CLOSED'],
};

export function registerOperatorRoutes(
  api: FastifyInstance,
  { db, env, mailer, passwords, live, changes, rateLimits, siteLinks }: Services,
): void {
  const caseOf = async (caseId: string) => {
    const found = await findOperatorCase(db, caseId);
    if (!found) throw new ApiError(404, supportMessages.caseNotFound);
    return found;
  };

  api.post(
    '/operator/login',
    documented({
      summary: 'Operator log in',
      access: 'public',
      body: loginInputSchema,
      fieldMessages: { password: messages.loginRequired },
      response: loginResponseSchema,
      errors: [401, 429],
    }),
    async (request, reply): Promise<LoginResponse> => {
      const input = inputOf(request).body;
      const attempt = await countLoginAttempt(
        db,
        rateLimits,
        `operator:${input.email}`,
        clientNetwork(request, env),
      );
      const operator = await findOperatorByEmail(db, input.email);
      const valid = await passwords.verify(operator?.password_hash ?? null, input.password);
      if (!operator || !valid) {
        reply.status(401);
        return { success: false, message: messages.loginFailed };
      }
      await attempt.succeeded();
      return {
        success: true,
        message: messages.loggedIn,
        data: { Token: await startSession(db, operator.id) },
      };
    },
  );

  // The operator console's route guard (shell, /ops) asks this, as customers' pages ask /valsession.
  api.get(
    '/operator/valsession',
    documented({ summary: 'Check an operator session', access: 'operator', response: sessionResponseSchema }),
    async (request): Promise<Envelope> => {
      await requireOperator(db, request);
      return { success: true, message: messages.sessionValid };
    },
  );

  api.get(
    '/operator/logout',
    documented({ summary: 'Operator log out', access: 'operator', response: envelopeSchema }),
    async (request, reply): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      await endAllSessions(db, operator.id);
      endMediaAccess(env, request, reply);
      await changes.announce({ kind: 'sessions', accountId: operator.id });
      return { success: true, message: messages.loggedOut };
    },
  );

  api.get(
    '/operator/cases',
    documented({
      summary: 'The support case queue',
      access: 'operator',
      query: caseQueueQuerySchema,
      response: caseQueueResponseSchema,
    }),
    async (request): Promise<z.infer<typeof caseQueueResponseSchema>> => {
      await requireOperator(db, request);
      const { status, before } = inputOf(request).query;
      const page = await listCasesForOperators(db, { statuses: queues[status], before });
      return { success: true, message: supportMessages.caseListLoaded, data: page.rows, Next: page.next };
    },
  );

  api.get(
    '/operator/cases/:caseId',
    documented({
      summary: 'A support case and its messages',
      access: 'operator',
      params: caseParamsSchema,
      query: caseMessagesQuerySchema,
      response: caseDetailResponseSchema,
      errors: [404],
    }),
    async (request, reply): Promise<z.infer<typeof caseDetailResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const found = await caseOf(inputOf(request).params.caseId);
      const { before } = inputOf(request).query;
      const chat = { category: 'SUPPORT' as const, ref: found.CaseID };
      const imageUrl = mediaLinks(env, 'chat', operator.id);
      const page = await listMessagePage(db, chat, imageUrl, { before, size: chatPageSize });
      await grantMediaAccess(db, env, request, reply);
      return {
        success: true,
        message: supportMessages.chatLoaded,
        data: { case: found, messages: page.messages, userid: operator.id },
        Next: page.next,
      };
    },
  );

  api.post(
    '/operator/cases/:caseId/reply',
    documented({
      summary: 'Reply to a case (Idempotency-Key honoured)',
      access: 'operator',
      params: caseParamsSchema,
      body: operatorReplyInputSchema,
      pictures: true,
      response: operatorReplyResponseSchema,
      status: 201,
      errors: [404, 409, 429],
    }),
    async (request, reply): Promise<z.infer<typeof operatorReplyResponseSchema>> => {
      const operator = await requireOperator(db, request);
      const found = await caseOf(inputOf(request).params.caseId);
      const input = inputOf(request).body;
      const key = idempotencyKeyOf(request);
      const outcome = await postMessage(
        db,
        operator,
        {
          ChatId: found.CaseID,
          Category: 'SUPPORT',
          Message: input.Message,
          ImageData: input.ImageData,
          ReplyToChatId: input.ReplyToChatId,
        },
        key,
      );
      if (!outcome.replayed) {
        await db.transaction(async (tx) => {
          // Someone has responded, so the case is no longer waiting: the owner can open the chat now.
          if (found.Status === 'NEW') await setCaseStatus(tx, found.CaseID, 'OPEN');
          await recordAudit(tx, {
            operatorId: operator.id,
            action: 'case.reply',
            ...caseSubject(found),
            before: { Status: found.Status },
            after: {
              Status: found.Status === 'NEW' ? 'OPEN' : found.Status,
              MessageId: outcome.id,
              Message: input.Message ?? null,
              Picture: Boolean(input.ImageData),
              ReplyToChatId: input.ReplyToChatId ?? null,
            },
          });
        });
        await mailCaseOwner(db, mailer, request.log, found.CaseID, 'reply');
        await notifySupportReply(db, found.CaseID);
        await pushSupportReply(db, found.CaseID);
        await live.chat('SUPPORT', found.CaseID);
        if (found.Status === 'NEW') await live.supportCase(found.CaseID, 'OPEN');
      }
      reply.status(201);
      return { success: true, message: supportMessages.replySent, data: { Id: outcome.id } };
    },
  );

  api.post(
    '/operator/cases/:caseId/status',
    documented({
      summary: 'Open or close a case (a complaint closed unsettled: reason COMPLAINT_NOT_SETTLED)',
      access: 'operator',
      params: caseParamsSchema,
      body: caseStatusInputSchema,
      response: envelopeSchema,
      errors: [404],
    }),
    async (request): Promise<Envelope> => {
      const operator = await requireOperator(db, request);
      const found = await caseOf(inputOf(request).params.caseId);
      const { value, reason } = inputOf(request).body;
      const closing = value === 'CLOSED' && found.Status !== 'CLOSED';
      const unsettledComplaint = closing && reason === 'COMPLAINT_NOT_SETTLED';
      await db.transaction(async (tx) => {
        await setCaseStatus(tx, found.CaseID, value);
        // Asking for the status a case already has changes nothing, so nothing is recorded.
        if (found.Status === value) return;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: statusAction(found.Status, value),
          ...caseSubject(found),
          before: { Status: found.Status },
          // The audit entry is the record that the complaint was closed unsettled, and when.
          after: unsettledComplaint ? { Status: value, Reason: reason } : { Status: value },
        });
        if (unsettledComplaint) {
          const page = siteLinks.pageUrl('/complaints');
          await mailUnsettledComplaint(tx, mailer, found.CaseID, companyDetails(env).adrBody, page);
        }
      });
      if (found.Status !== value) await live.supportCase(found.CaseID, value);
      if (closing && !unsettledComplaint) {
        await mailCaseOwner(db, mailer, request.log, found.CaseID, 'closed');
      }
      return {
        success: true,
        message:
          value === 'OPEN'
            ? supportMessages.caseOpened
            : unsettledComplaint
              ? supportMessages.complaintClosed
              : supportMessages.caseClosed,
      };
    },
  );
}
