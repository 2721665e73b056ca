// Requests and answers of the operator API (/api/operator/...), shared by its routes and the operator CLI.
// Only staff use it, so it lives with the server rather than in the web contracts.
import { envelopeSchema } from '@callout/contracts/envelope';
import { idSchema, optionalField } from '@callout/contracts/fields';
import { chatMessageSchema, maxChatMessageLength, supportCaseSchema } from '@callout/contracts/support';
import { z } from 'zod';
import { caseStatuses } from './case-store';
import { supportMessages } from './messages';

export const operatorCaseSchema = supportCaseSchema.extend({
  Status: z.enum(caseStatuses),
  OwnerRole: z.string(),
  OwnerEmail: z.string().nullable(),
  OwnerName: z.string().nullable(),
  Messages: z.number(),
  LastMessage: z.string().nullable(),
});
export type OperatorCase = z.infer<typeof operatorCaseSchema>;

// GET /operator/cases?status=open (NEW and OPEN, the default), closed or all.
export const caseQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});
export const caseQueueResponseSchema = envelopeSchema.extend({ data: z.array(operatorCaseSchema) });

export const caseParamsSchema = z.object({ caseId: idSchema });

// GET /operator/cases/:caseId: the case and its whole chat.
export const caseDetailResponseSchema = envelopeSchema.extend({
  data: z.object({ case: operatorCaseSchema, messages: z.array(chatMessageSchema) }),
});

// POST /operator/cases/:caseId/reply: text only; a NEW case becomes OPEN with the first reply.
export const operatorReplyInputSchema = z.object({
  Message: z
    .string({ error: supportMessages.messageRequired })
    .trim()
    .min(1, supportMessages.messageRequired)
    .max(maxChatMessageLength, `Messages are limited to ${maxChatMessageLength} characters`),
  ReplyToChatId: optionalField(idSchema),
});
export const operatorReplyResponseSchema = envelopeSchema.extend({ data: z.object({ Id: z.string() }) });

// POST /operator/cases/:caseId/status: value OPEN (also reopens a closed case) or CLOSED.
export const caseStatusInputSchema = z.object({
  value: z.enum(['OPEN', 'CLOSED'], { error: supportMessages.statusValue }),
});
