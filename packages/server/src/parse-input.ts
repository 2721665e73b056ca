// Turns a body or query that fails its zod schema into a 400 with one message a person can act on, naming
// the input it is about (`field`).
import type { z } from 'zod';
import { ApiError, fieldRefusal } from './errors';
import { messages } from './messages';

type RawIssue = Parameters<Extract<z.core.$ZodErrorMap, (...args: never[]) => unknown>>[0];

/**
 * Plain words for a rule whose schema has no message of its own, naming the field: never zod's wording,
 * which quotes patterns ("must match pattern /^\d{1,12}$/") and types.
 */
export function plainMessage(issue: RawIssue): string {
  const [field] = issue.path ?? [];
  if (typeof field !== 'string') return messages.malformed;
  const name = `"${field}"`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `Please fill in ${name}.`;
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return `${name} is too long: at most ${issue.maximum} characters.`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return `${name} is too short: at least ${issue.minimum} characters.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `${name} must be at most ${issue.maximum}.`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `${name} must be at least ${issue.minimum}.`;
  return `${name} is not valid.`;
}

/**
 * `fieldMessages` replaces the wording for fields whose schema has no message of its own; any other rule
 * without one is said in `plainMessage`'s words.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldMessages: Record<string, string> = {},
): z.output<S> {
  // A schema's own message wins over this per-parse one (zod's order).
  const result = schema.safeParse(input ?? {}, { error: plainMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  if (typeof field !== 'string') throw new ApiError(400, messages.malformed);
  throw fieldRefusal(field, fieldMessages[field] ?? issue?.message ?? messages.malformed);
}
