import { checkText } from '@callout/i18n/check-texts';
import type { z } from 'zod';

/**
 * The first message a contract schema gives for a value, in the language shown (the page loads the texts
 * with `useCheckText`), or null when the value passes.
 */
export function issueOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message ? checkText(message) : null;
}
