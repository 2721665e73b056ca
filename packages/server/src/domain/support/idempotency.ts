// The optional Idempotency-Key header of chat posts and new support cases: the offline queue sends one with
// every post and repeats it when it replays, so a message or a case is stored once however often it arrives.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors';
import { supportMessages } from './messages';

export const maxIdempotencyKeyLength = 100;
const keyCharacters = /^[A-Za-z0-9._:-]+$/;
/** The length is checked first, so the pattern never reads a long header. */
const validKey = (value: string) => value.length <= maxIdempotencyKeyLength && keyCharacters.test(value);

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !validKey(value)) {
    throw new ApiError(400, supportMessages.idempotencyKey);
  }
  return value;
}

/** Tells a client (and a test) that this answer repeats the first result of the same key. */
export const replayedHeader = 'Idempotent-Replayed';
