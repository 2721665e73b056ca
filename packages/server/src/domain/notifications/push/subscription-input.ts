// POST /push/subscribe reads the browser's PushSubscription as `toJSON()` gives it (JSON, keys nested), or
// the same three values as a flat form like every other call, which the document shows.
import { createECDH } from 'node:crypto';
import { type PushSubscriptionBody, pushSubscriptionSchema } from '@callout/contracts/push';
import { z } from 'zod';
import { parseInput } from '../../../parse-input';

const keyMessage = "The subscription's keys are not valid.";

export const pushSubscriptionFormSchema = z.object({
  endpoint: pushSubscriptionSchema.shape.endpoint,
  /** The browser's P-256 public key, uncompressed (65 bytes), URL-safe base64. */
  p256dh: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}=?$/, keyMessage)
    .refine(isCurvePoint, keyMessage),
  /** The 16-byte authentication secret, URL-safe base64. */
  auth: z.string().regex(/^[A-Za-z0-9_-]{22}(?:==)?$/, keyMessage),
});

/** Whether the key is a point on P-256: nothing could ever be encrypted to anything else. */
function isCurvePoint(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** The words of a refused subscription, each field's. */
export const pushInputMessages = {
  endpoint: 'Enter the subscription endpoint (an https address).',
  keys: keyMessage,
} as const;

const fieldMessages = {
  endpoint: pushInputMessages.endpoint,
  keys: keyMessage,
  p256dh: keyMessage,
  auth: keyMessage,
};

export function parseSubscription(body: unknown): PushSubscriptionBody {
  const flat =
    typeof body === 'object' && body !== null && 'keys' in body
      ? (({ endpoint, keys }) => ({ endpoint, ...keys }))(
          parseInput(pushSubscriptionSchema, body, fieldMessages),
        )
      : body;
  const { endpoint, p256dh, auth } = parseInput(pushSubscriptionFormSchema, flat, fieldMessages);
  return { endpoint, keys: { p256dh, auth } };
}
