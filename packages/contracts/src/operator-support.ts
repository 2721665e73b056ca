// The answers of the operator's support calls (/api/operator/cases...), read by the operator console
// (mf-ops) and the operator CLI; the server's operator-contract.ts adds the inputs.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { chatMessageSchema, supportCaseSchema } from './support';

await evaluationBreak();

export const caseStatuses = ['NEW', 'OPEN', 'CLOSED'] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const operatorCaseSchema = supportCaseSchema.extend({
  Status: z.enum(caseStatuses),
  /** `user` (a customer) or `provider`. */
  OwnerRole: z.string(),
  /** The case owner's account, so the console can show the owner's details and audit entries name them. */
  OwnerID: z.string(),
  OwnerEmail: z.string().nullable(),
  OwnerName: z.string().nullable(),
  OwnerPhone: z.string().nullable(),
  Messages: z.number(),
  LastMessage: z.string().nullable(),
});
export type OperatorCase = z.infer<typeof operatorCaseSchema>;

/** A page of the queue, oldest first; `Next` is the `before` of the next page, null on the last. */
export const caseQueueResponseSchema = envelopeSchema.extend({
  data: z.array(operatorCaseSchema),
  Next: z.string().nullable().optional(),
});

// GET /operator/cases/:caseId: the case and the newest page of its chat (oldest first); `userid` is the
// operator asking, so the console's chat tells its own messages apart as the customers' chat does. `Next`
// is the `before` of the page of older messages, null when the page starts at the first message.
export const caseDetailResponseSchema = envelopeSchema.extend({
  data: z.object({ case: operatorCaseSchema, messages: z.array(chatMessageSchema), userid: z.string() }),
  Next: z.string().nullable().optional(),
});
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

export const operatorReplyResponseSchema = envelopeSchema.extend({ data: z.object({ Id: z.string() }) });
