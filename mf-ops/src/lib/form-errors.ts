// A form checks what it will send with the call's own contract before sending, and shows each field's
// first message beside it, in the language shown (the server says the same words if it is sent anyway).
import { checkText } from '@callout/i18n/check-texts';
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= checkText(issue.message);
  }
  return errors;
}

/** A field's status for @callout/ui's TextField. */
export const invalid = (message: string | undefined) =>
  message ? { tone: 'invalid' as const, message } : null;
