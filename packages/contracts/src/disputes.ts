// A customer's dispute about a finished order ("Report a problem"): opened within the window after the order
// completed (or was cancelled late with a charge), with a reason, a description and up to five photos. While
// it is open the provider's payout for the order is held; the provider may offer a partial refund or a
// return visit, and an operator decides. Shared by the server, the order pages and the console.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';
import { idSchema, imageDataUrlSchema } from './fields';

await evaluationBreak();

/** Days after the order completed (or was cancelled with a charge) in which a problem can be reported. */
export const disputeWindowDays = 14;
export const maxDisputePhotos = 5;
export const disputeDescriptionLimit = 2000;
export const disputeMessageLimit = 2000;
export const disputeNoteLimit = 1000;

export const disputeReasons = ['NOT_DONE', 'POOR_QUALITY', 'DAMAGE', 'OVERCHARGED', 'OTHER'] as const;
export const disputeReasonSchema = z.enum(disputeReasons, {
  error: 'Please choose what went wrong from the list.',
});
export type DisputeReason = z.infer<typeof disputeReasonSchema>;

export const disputeStatuses = ['OPEN', 'RESOLVED', 'DECIDED'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];
export const disputeOutcomes = ['NO_REFUND', 'PARTIAL_REFUND', 'FULL_REFUND'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];
export const disputeOfferKinds = ['PARTIAL_REFUND', 'RETURN_VISIT'] as const;

export const disputeMessages = {
  description: `Please describe the problem in 10 to ${disputeDescriptionLimit.toLocaleString('en-GB')} characters.`,
  message: `Please write a message of up to ${disputeMessageLimit.toLocaleString('en-GB')} characters.`,
  note: `Please keep the note under ${disputeNoteLimit.toLocaleString('en-GB')} characters.`,
  amount: 'Please enter an amount in pounds and pence above £0.00, e.g. 12.50.',
  offerKind: 'Please choose a partial refund or a return visit.',
  offerAnswer: 'Please accept or decline the offer.',
  outcome: 'Please choose no refund, a partial refund or a full refund.',
  partialNeedsAmount: 'A partial refund needs its amount.',
  reverseShare: 'Please say whether the provider’s share is taken back (true or false).',
} as const;

const poundsPattern = /^\d{1,6}(?:\.\d{1,2})?$/;
/** "12.50" → 1250 pence; "" → absent. */
const amountSchema = z
  .string({ error: disputeMessages.amount })
  .trim()
  .refine((pounds) => pounds === '' || poundsPattern.test(pounds), disputeMessages.amount)
  .transform((pounds) => {
    if (pounds === '') return undefined;
    const [whole = '0', pence = ''] = pounds.split('.');
    return Number(whole) * 100 + Number(pence.padEnd(2, '0'));
  })
  .refine((pence) => pence === undefined || pence > 0, disputeMessages.amount)
  .optional();

const textSchema = (min: number, max: number, message: string) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

// POST /reportproblem: the customer opens the order's dispute.
export const reportProblemInputSchema = z.object({
  orderid: idSchema,
  reason: disputeReasonSchema,
  description: textSchema(10, disputeDescriptionLimit, disputeMessages.description),
});
export type ReportProblemInput = z.infer<typeof reportProblemInputSchema>;
export const reportProblemResponseSchema = envelopeSchema.extend({
  data: z.object({ DisputeID: z.string() }),
});

// POST /disputephotos: one photo (a data URL) for the customer's open dispute on the order.
export const disputePhotoInputSchema = z.object({ orderid: idSchema, ImageData: imageDataUrlSchema });

/** A message in a dispute's chat: its words, a picture (a data URL), or both. */
const chatMessageFields = {
  Message: textSchema(0, disputeMessageLimit, disputeMessages.message).default(''),
  ImageData: imageDataUrlSchema.optional(),
};
const wordsOrPicture = <T extends { Message: string; ImageData?: string | undefined }>(input: T) =>
  input.Message !== '' || input.ImageData !== undefined;

// POST /disputechat, /provider/disputechat: a message in the order's dispute chat.
export const disputeChatInputSchema = z
  .object({ orderid: idSchema, ...chatMessageFields })
  .refine(wordsOrPicture, { error: disputeMessages.message, path: ['Message'] });

// POST /provider/disputeoffer: the provider's offer, a partial refund (its amount) or a return visit.
export const disputeOfferInputSchema = z
  .object({
    orderid: idSchema,
    kind: z.enum(disputeOfferKinds, { error: disputeMessages.offerKind }),
    amount: amountSchema,
    note: z
      .string({ error: disputeMessages.note })
      .trim()
      .max(disputeNoteLimit, disputeMessages.note)
      .default(''),
  })
  .refine((input) => input.kind !== 'PARTIAL_REFUND' || input.amount !== undefined, {
    error: disputeMessages.partialNeedsAmount,
    path: ['amount'],
  });

// POST /answerdisputeoffer: the customer accepts or declines the provider's offer.
export const disputeOfferAnswerSchema = z.object({
  orderid: idSchema,
  answer: z.enum(['ACCEPT', 'DECLINE'], { error: disputeMessages.offerAnswer }),
});

// POST /ops/disputes/:disputeId/decide: the operator's decision.
export const disputeDecisionInputSchema = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: disputeMessages.outcome }),
    amount: amountSchema,
    reverseshare: z.enum(['true', 'false'], { error: disputeMessages.reverseShare }),
    note: textSchema(1, disputeNoteLimit, disputeMessages.note),
  })
  .refine((input) => input.outcome !== 'PARTIAL_REFUND' || input.amount !== undefined, {
    error: disputeMessages.partialNeedsAmount,
    path: ['amount'],
  });
export type DisputeDecisionInput = z.infer<typeof disputeDecisionInputSchema>;

export const disputeParamsSchema = z.object({ disputeId: idSchema });
export const opsDisputeMessageInputSchema = z
  .object(chatMessageFields)
  .refine(wordsOrPicture, { error: disputeMessages.message, path: ['Message'] });
export const opsDisputesQuerySchema = z.object({
  status: z.enum(['OPEN', 'all', ...disputeStatuses]).default('OPEN'),
});

export const disputeChatMessageSchema = z.object({
  Id: z.string(),
  /** CUSTOMER, PROVIDER or CALLOUT (an operator). */
  From: z.enum(['CUSTOMER', 'PROVIDER', 'CALLOUT']),
  Name: z.string().nullable(),
  Message: z.string(),
  /** The picture sent with the message (a private address, shown to the dispute's parties), if any. */
  Image: z.string().nullable().optional(),
  Date: z.string(),
});

/** The provider's payout for the order, as the dispute holds it; amounts in pounds. */
export const disputePayoutSchema = z.object({
  Amount: z.number(),
  Transferred: z.number(),
  Currency: z.string(),
  /** Not transferred while the dispute is open. */
  Held: z.boolean(),
  /** Transferred already, and the dispute may take some of it back. */
  AtRisk: z.boolean(),
});

export const disputeSchema = z.object({
  DisputeID: z.string(),
  OrderID: z.string(),
  Service: z.string(),
  Status: z.enum(disputeStatuses),
  Reason: disputeReasonSchema,
  Description: z.string(),
  OpenedAt: z.string(),
  Photos: z.array(z.string()).max(maxDisputePhotos),
  Offer: z
    .object({
      Kind: z.enum(disputeOfferKinds),
      Amount: z.number().nullable(),
      Note: z.string(),
      Status: z.enum(['OFFERED', 'ACCEPTED', 'DECLINED']),
    })
    .nullable(),
  Decision: z
    .object({
      Outcome: z.enum(disputeOutcomes),
      Refund: z.number(),
      ProviderShareReversed: z.boolean(),
      Note: z.string(),
      DecidedAt: z.string(),
    })
    .nullable(),
  Currency: z.string(),
  /** Captured less refunds: the most a refund can still be, in pounds. */
  Refundable: z.number(),
  /**
   * Why the payment provider refused the refund the dispute ended with (nothing was refunded, and it stays
   * refundable), until a refund of the order is made after it; null otherwise.
   */
  RefundRefused: z.string().nullable().optional(),
  Messages: z.array(disputeChatMessageSchema),
  /** For the provider and operators only. */
  Payout: disputePayoutSchema.nullable().optional(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** GET /orderdispute?orderid=: the order's dispute, or null, and whether a problem can still be reported. */
export const orderDisputeResponseSchema = envelopeSchema.extend({
  data: z.object({
    Dispute: disputeSchema.nullable(),
    /** Until when "Report a problem" is offered (ISO time), or null when it is not (or not any more). */
    ReportUntil: z.string().nullable(),
  }),
});
export type OrderDisputeResponse = z.infer<typeof orderDisputeResponseSchema>;

export const opsDisputeSummarySchema = z.object({
  DisputeID: z.string(),
  OrderID: z.string(),
  Service: z.string(),
  Status: z.enum(disputeStatuses),
  Reason: disputeReasonSchema,
  CustomerID: z.string(),
  ProviderID: z.string(),
  OpenedAt: z.string(),
  Photos: z.number(),
});
export const opsDisputesResponseSchema = envelopeSchema.extend({
  data: z.array(opsDisputeSummarySchema),
});
export const opsDisputeResponseSchema = envelopeSchema.extend({
  data: disputeSchema.extend({ CustomerID: z.string(), ProviderID: z.string() }),
});
export type OpsDispute = z.infer<typeof opsDisputeResponseSchema>['data'];
