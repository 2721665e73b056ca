// Validation errors reach the caller in plain words: a schema's own message, or a sentence naming the field,
// never zod's wording with its patterns and types.

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './errors';
import { messages } from './messages';
import { parseInput } from './parse-input';

function refusal(schema: z.ZodType, input: unknown, fieldMessages?: Record<string, string>): string {
  try {
    parseInput(schema, input, fieldMessages);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(400);
    return (error as ApiError).message;
  }
  throw new Error('accepted');
}

describe('parseInput messages', () => {
  const schema = z.object({
    until: z.string().regex(/^\d{1,12}$/),
    name: z.string().max(5).optional(),
    count: z.coerce.number().int().min(1).max(9).optional(),
    code: z.string().regex(/^\d+$/, 'Please enter the code from the mail.').optional(),
  });

  it.each([
    [{ until: 'abc' }, '"until" is not valid.'],
    [{}, 'Please fill in "until".'],
    [{ until: 5 }, '"until" is not valid.'],
    [{ until: '1', name: 'abcdefg' }, '"name" is too long: at most 5 characters.'],
    [{ until: '1', count: '0' }, '"count" must be at least 1.'],
    [{ until: '1', count: '10' }, '"count" must be at most 9.'],
    [{ until: '1', code: 'x' }, 'Please enter the code from the mail.'],
  ])('%j → %s', (input, message) => {
    const said = refusal(schema, input);
    expect(said).toBe(message);
    expect(said).not.toMatch(/pattern|Invalid|expected|received|\//);
  });

  it('keeps the caller’s words for a field, and the form message when no field is named', () => {
    expect(refusal(schema, { until: 'abc' }, { until: 'The link has expired.' })).toBe(
      'The link has expired.',
    );
    expect(refusal(z.string(), 5)).toBe(messages.malformed);
  });
});
