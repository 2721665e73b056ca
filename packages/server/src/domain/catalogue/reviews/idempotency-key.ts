// The optional Idempotency-Key header the offline outbox sends with every review (and repeats on replay),
// read the way the chat posts read it: at most 100 safe characters.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../errors';
import { reviewMessages } from './messages';

export const maxIdempotencyKeyLength = 100;
const keyCharacters = /^[A-Za-z0-9._:-]+$/;
/** The length is checked first, so the pattern never reads a long header. */
const validKey = (value: string) => value.length <= maxIdempotencyKeyLength && keyCharacters.test(value);

/** Tells a client (and a test) that this answer repeats the first result of the same key. */
export const replayedHeader = 'Idempotent-Replayed';

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !validKey(value)) throw new ApiError(400, reviewMessages.badKey);
  return value;
}

/**
 * A key already used for another post (a review of another order, another schedule change): refused (422),
 * and counted by /metrics.
 */
export class KeyReusedError extends ApiError {
  constructor(message: string = reviewMessages.keyReused) {
    super(422, message);
  }
}
