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

/** How a request reached the platform: in the app, or to an operator by email, by post or by phone. */
export const dataRequestChannels = ['app', 'email', 'post', 'phone'] as const;
/** The ways an operator records a request that came outside the app. */
export const outsideChannels = ['email', 'post', 'phone'] as const;

const receivedOnMessage =
  'receivedon must be the day the request arrived, like 2026-03-31, not in the future.';
/** An operator records a request received outside the app: the same archive is built and mailed. */
export const recordDataRequestInputSchema = z.object({
  accountid: z
    .string({ error: 'accountid is the account that asked.' })
    .trim()
    .min(1, 'accountid is the account that asked.')
    .max(40, 'accountid is the account that asked.'),
  channel: z.enum(outsideChannels, { error: 'channel must be email, post or phone.' }),
  /** The day the request arrived (London), which starts its one-month clock; today when left out. */
  receivedon: z.iso.date({ error: receivedOnMessage }).optional(),
  note: z.string().trim().max(500, 'Please keep the note under 500 characters').optional(),
});
export type RecordDataRequestInput = z.infer<typeof recordDataRequestInputSchema>;

export const operatorDataRequestSchema = dataRequestSchema.extend({
  AccountID: z.string(),
  Email: z.string().nullable(),
  Role: z.enum(['user', 'provider']),
  Attempts: z.number(),
  LastError: z.string().nullable(),
  /** Not answered and past DueBy. */
  Overdue: z.boolean(),
  /** How the request came (app when asked in the app); absent from older servers. */
  Channel: z.enum(dataRequestChannels).optional(),
  /** The operator who recorded a request received outside the app. */
  RecordedBy: z.string().nullable().optional(),
  Note: z.string().nullable().optional(),
});
export type OperatorDataRequest = z.infer<typeof operatorDataRequestSchema>;

export const operatorDataRequestsResponseSchema = envelopeSchema.extend({
  data: z.array(operatorDataRequestSchema),
});
export type OperatorDataRequestsResponse = z.infer<typeof operatorDataRequestsResponseSchema>;

export const operatorDataRequestResponseSchema = envelopeSchema.extend({ data: operatorDataRequestSchema });
export type OperatorDataRequestResponse = z.infer<typeof operatorDataRequestResponseSchema>;
