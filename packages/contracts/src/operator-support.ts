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

export const caseQueueResponseSchema = envelopeSchema.extend({ data: z.array(operatorCaseSchema) });

// GET /operator/cases/:caseId: the case and its whole chat; `userid` is the operator asking, so the
// console's chat tells its own messages apart as the customers' chat does.
export const caseDetailResponseSchema = envelopeSchema.extend({
  data: z.object({ case: operatorCaseSchema, messages: z.array(chatMessageSchema), userid: z.string() }),
});
export type CaseDetailResponse = z.infer<typeof caseDetailResponseSchema>;

export const operatorReplyResponseSchema = envelopeSchema.extend({ data: z.object({ Id: z.string() }) });
