// Web Push and notification settings. The kinds are what the server can tell an account of;
// each has a push switch and a mail switch, stored on the server per account.
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

/** GET /push/key */
export const pushKeyResponseSchema = envelopeSchema.extend({
  data: z.object({ publicKey: z.string() }).optional(),
});
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * POST /push/subscribe (JSON body): the browser's PushSubscription as `toJSON()` gives it. Customers call
 * /push/…, /notificationsettings; providers /provider/push/…, /provider/notificationsettings.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** POST /push/unsubscribe (form body). */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().url().max(2048) });

export const customerNotificationKinds = [
  'BID_RECEIVED',
  'BOOKING_CONFIRMED',
  'PROVIDER_STARTED',
  'JOB_ENDED',
  'ORDER_CANCELLED',
  'RESCHEDULE',
  'CHAT_MESSAGE',
  'SUPPORT_REPLY',
] as const;
export const providerNotificationKinds = [
  'DIRECT_REQUEST',
  'JOB_PUBLISHED',
  'BID_ACCEPTED',
  'PAYMENT_SECURED',
  'ORDER_CANCELLED',
  'RESCHEDULE',
  'CHAT_MESSAGE',
  'SUPPORT_REPLY',
  'KYC_DECISION',
  'SERVICE_DECISION',
  'PAYOUT',
] as const;
export const notificationKinds = [
  ...new Set([...customerNotificationKinds, ...providerNotificationKinds]),
] as readonly NotificationKind[];
export type NotificationKind =
  | (typeof customerNotificationKinds)[number]
  | (typeof providerNotificationKinds)[number];
export const notificationKindSchema = z.enum([
  ...customerNotificationKinds,
  'DIRECT_REQUEST',
  'JOB_PUBLISHED',
  'BID_ACCEPTED',
  'PAYMENT_SECURED',
  'KYC_DECISION',
  'SERVICE_DECISION',
  'PAYOUT',
]);

/** One kind's switches. Mail is on by default for booking confirmed, started, ended and cancelled. */
export const notificationSettingSchema = z.object({
  Kind: notificationKindSchema,
  Push: z.boolean(),
  Mail: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/** GET /notificationsettings: the signed-in account's kinds, in the order above. */
export const notificationSettingsResponseSchema = envelopeSchema.extend({
  data: z.array(notificationSettingSchema).optional(),
});

/** POST /notificationsettings (form body): one kind's switches. */
export const notificationSettingUpdateSchema = z.object({
  kind: notificationKindSchema,
  push: z.enum(['true', 'false']).transform((v) => v === 'true'),
  mail: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** What a push carries; the service worker shows it and opens `url` on a click. */
export const pushPayloadSchema = z.object({
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A path of this site, e.g. /details/123 or /provider/order/123. */
  url: z.string().startsWith('/'),
  /** Groups pushes of one subject (e.g. an order), so a newer replaces an older. */
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
