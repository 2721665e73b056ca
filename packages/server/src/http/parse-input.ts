// Turns a body or query that fails its zod schema into a 400 with one message a person can act on.
import type { z } from 'zod';
import { ApiError } from '../errors';
import { messages } from '../messages';

/**
 * `fieldMessages` replaces zod's wording for fields whose schema has no message of its own
 * (a missing field otherwise reads "Invalid input: expected string, received undefined").
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldMessages: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  const message = typeof field === 'string' ? (fieldMessages[field] ?? issue?.message) : messages.malformed;
  throw new ApiError(400, message ?? messages.malformed);
}
