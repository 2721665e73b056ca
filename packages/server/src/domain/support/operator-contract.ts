// Requests and answers of the operator API (/api/operator/...), shared by its routes and the operator CLI.
// Only staff use it, so it lives with the server rather than in the web contracts.
import { idSchema, imageDataUrlSchema, optionalField } from '@callout/contracts/fields';
import { caseCursorSchema, maxChatMessageLength } from '@callout/contracts/support';
import { z } from 'zod';
import { supportMessages } from './messages';

export {
  type CaseDetailResponse,
  caseDetailResponseSchema,
  caseQueueResponseSchema,
  type OperatorCase,
  operatorCaseSchema,
  operatorReplyResponseSchema,
} from '@callout/contracts/operator-support';

// GET /operator/cases?status=open (NEW and OPEN, the default), closed or all: oldest first, a page at a
// time; `before` (the `Next` of a page) asks for the page after it.
export const caseQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
  before: optionalField(caseCursorSchema),
});

export const caseParamsSchema = z.object({ caseId: idSchema });

// GET /operator/cases/:caseId?before=: the case and the newest page of its chat, oldest first; `before` (the
// `Next` of a page, the id of its first message) asks for the page of older messages, as /loadchats does.
export const caseMessagesQuerySchema = z.object({
  before: optionalField(z.string().regex(/^\d{1,18}$/, 'The reference is missing or not valid.')),
});

// POST /operator/cases/:caseId/reply: text, a picture (data URL) or both, as the customers' /newchat; the
// CLI sends text alone. A NEW case becomes OPEN with the first reply.
export const operatorReplyInputSchema = z
  .object({
    Message: optionalField(
      z
        .string({ error: supportMessages.messageRequired })
        .trim()
        .max(maxChatMessageLength, `Messages are limited to ${maxChatMessageLength} characters`),
    ),
    ImageData: optionalField(imageDataUrlSchema),
    ReplyToChatId: optionalField(idSchema),
  })
  .refine((input) => Boolean(input.Message) || Boolean(input.ImageData), {
    error: supportMessages.messageRequired,
    path: ['Message'],
  });

/**
 * Why a case was closed, when it matters to the law: a complaint the company could not settle. Its owner
 * is then mailed the alternative dispute resolution body (a durable medium, as the ADR Regulations ask).
 */
export const closeReasons = ['COMPLAINT_NOT_SETTLED'] as const;

// POST /operator/cases/:caseId/status: value OPEN (also reopens a closed case) or CLOSED, with reason
// COMPLAINT_NOT_SETTLED when the case is a complaint closed without settling it.
export const caseStatusInputSchema = z
  .object({
    value: z.enum(['OPEN', 'CLOSED'], { error: supportMessages.statusValue }),
    // Empty counts as none, as a form sends an unset field; one enum, so a wrong value gets our message.
    reason: z
      .enum(['', ...closeReasons], { error: supportMessages.closeReasonValue })
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((input) => !input.reason || input.value === 'CLOSED', {
    error: supportMessages.closeReasonValue,
    path: ['reason'],
  });
