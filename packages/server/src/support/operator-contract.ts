// Requests and answers of the operator API (/api/operator/...), shared by its routes and the operator CLI.
// Only staff use it, so it lives with the server rather than in the web contracts.
import { idSchema, imageDataUrlSchema, optionalField } from '@callout/contracts/fields';
import { maxChatMessageLength } from '@callout/contracts/support';
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

// GET /operator/cases?status=open (NEW and OPEN, the default), closed or all.
export const caseQueueQuerySchema = z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});

export const caseParamsSchema = z.object({ caseId: idSchema });

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

// POST /operator/cases/:caseId/status: value OPEN (also reopens a closed case) or CLOSED.
export const caseStatusInputSchema = z.object({
  value: z.enum(['OPEN', 'CLOSED'], { error: supportMessages.statusValue }),
});
