// A form checks what it will send with the call's own contract before sending, and shows each field's
// first message beside it (the server says the same words if it is sent anyway).
import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A field's status for @callout/ui's TextField. */
export const invalid = (message: string | undefined) =>
  message ? { tone: 'invalid' as const, message } : null;
