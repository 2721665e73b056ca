// PostgreSQL text cannot hold a NUL character: one in a query, body or path reached the database as an
// error and came back as a 500. No form sends one, so any request carrying one is refused up front.
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { messages } from '../messages';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Parsed JSON is as deep as the client likes; nothing we accept nests more than a few levels.
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((item) => holdsNul(item, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new ApiError(400, messages.nulCharacter);
    }
  });
}
