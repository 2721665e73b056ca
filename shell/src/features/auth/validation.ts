import type { z } from 'zod';

/** The first message a contract schema gives for a value, or null when the value passes. */
export function issueOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
