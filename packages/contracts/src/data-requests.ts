// A person's request for a copy of their data (access and portability): asked in the settings page, built
// by a job, downloaded once through the mailed link within 7 days by the account that asked. Times are
// ISO 8601; DueBy is one month after AskedOn, the time the law allows for the answer.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

export const dataRequestStatuses = [
  'asked',
  'preparing',
  'ready',
  'downloaded',
  'expired',
  'failed',
] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

export const dataRequestSchema = z.object({
  ID: z.string(),
  AskedOn: z.string(),
  DueBy: z.string(),
  /** asked → preparing → ready (link mailed) → downloaded, or expired after 7 days; failed for staff. */
  Status: z.enum(dataRequestStatuses),
  ReadyAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  DownloadedAt: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** The account's newest request; no data when it never asked. */
export const dataRequestResponseSchema = envelopeSchema.extend({ data: dataRequestSchema.optional() });
export type DataRequestResponse = z.infer<typeof dataRequestResponseSchema>;

export const downloadTokenMessage = 'The download link is not complete: open it from the email again.';
/** The secret in the mailed link. */
export const dataDownloadQuerySchema = z.object({
  token: z.string({ error: downloadTokenMessage }).regex(/^[A-Za-z0-9_-]{20,100}$/, downloadTokenMessage),
});
export type DataDownloadQuery = z.infer<typeof dataDownloadQuerySchema>;

export const operatorDataRequestSchema = dataRequestSchema.extend({
  AccountID: z.string(),
  Email: z.string().nullable(),
  Role: z.enum(['user', 'provider']),
  Attempts: z.number(),
  LastError: z.string().nullable(),
  /** Not answered and past DueBy. */
  Overdue: z.boolean(),
});
export type OperatorDataRequest = z.infer<typeof operatorDataRequestSchema>;

export const operatorDataRequestsResponseSchema = envelopeSchema.extend({
  data: z.array(operatorDataRequestSchema),
});
export type OperatorDataRequestsResponse = z.infer<typeof operatorDataRequestsResponseSchema>;
