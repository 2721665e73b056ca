// Live updates: POST /events/ticket (Bearer) → a ticket good for one connection within a minute;
// GET /events?ticket= streams Server-Sent Events for that account. Each event's `event:` field is its type and
// its `data:` the JSON below; `id:` is increasing per stream so a reconnect sends Last-Event-ID.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

export const eventsTicketResponseSchema = envelopeSchema.extend({
  data: z.object({ ticket: z.string() }).optional(),
});

export const liveEventSchema = z.discriminatedUnion('type', [
  /** A chat message posted or deleted; ORDER chats carry the order id, SUPPORT chats the case id. */
  z.object({ type: z.literal('chat'), category: z.enum(['ORDER', 'SUPPORT']), chatId: z.string() }),
  /** A bid placed, changed or withdrawn on a published job or an order. */
  z.object({ type: z.literal('bids'), orderId: z.string() }),
  /** An order's status or payment changed. */
  z.object({ type: z.literal('order'), orderId: z.string(), status: z.string().optional() }),
  /** The provider's position on an order in progress. */
  z.object({ type: z.literal('location'), orderId: z.string(), lat: z.number(), lng: z.number() }),
  /** A dispute's chat, offer or decision changed: to its customer, its provider and every operator. */
  z.object({ type: z.literal('dispute'), orderId: z.string(), disputeId: z.string() }),
  /** A support case's status changed. */
  z.object({ type: z.literal('support'), caseId: z.string(), status: z.string().optional() }),
  /** A new in-app notification for the account. */
  z.object({ type: z.literal('notification') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
