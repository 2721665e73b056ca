// The three push calls: the server's VAPID public key, and adding or removing this device's
// subscription for the signed-in account (under /provider for providers).
import { formBody, parseJson } from '@callout/api-client/client';
import { envelopeSchema } from '@callout/contracts/envelope';
import {
  type PushSubscriptionBody,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@callout/contracts/push';
import { api } from '../api';
import { requireSuccess } from '../errors';
import { accountPath } from './account-path';

/** GET /push/key: the key a subscription is made with (`applicationServerKey`). */
export async function getPushKey(): Promise<string> {
  const reply = requireSuccess(await parseJson(pushKeyResponseSchema, api.get('push/key'), '/push/key'));
  if (!reply.data?.publicKey) throw new Error('The push key reply has no key');
  return reply.data.publicKey;
}

/** POST /push/subscribe (JSON): the browser's subscription as `toJSON()` gives it. */
export async function sendPushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  const json = pushSubscriptionSchema.parse(subscription);
  requireSuccess(
    await parseJson(envelopeSchema, api.post(accountPath('push/subscribe'), { json }), '/push/subscribe'),
  );
}

/** POST /push/unsubscribe (form): this device's endpoint no longer gets this account's pushes. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  const body = formBody(pushUnsubscribeSchema.parse({ endpoint }));
  requireSuccess(
    await parseJson(envelopeSchema, api.post(accountPath('push/unsubscribe'), { body }), '/push/unsubscribe'),
  );
}
