// The validation rules, shared by the forms and the server, with the product's own messages.
import { z } from 'zod';
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

const passwordCharacters = /^[A-Za-z\d!@#$%^&*]{8,}$/;
/** At least 8 of the allowed characters, a digit and a special character among them. */
export function isStrongPassword(value: string): boolean {
  return passwordCharacters.test(value) && /\d/.test(value) && /[!@#$%^&*]/.test(value);
}
export const passwordMessage =
  '🔔 Password must be at least 8 characters and include a number and a special character.';
export const recoveryPasswordMessage =
  'Password must be at least 8 characters and include a number and a special character.';
export const passwordsMismatchMessage = '🔔 Passwords do not match.';
export const recoveryPasswordsMismatchMessage = 'Passwords do not match.';

const tenDigitsWithCountryCode = /^(?:\+?(?!0{1,3}(?:[\s-]|\d{10}$))\d{1,3}[\s-]?)?\d{10}$/;
const ukMobile = /^(?:\+44|0)7\d{9}$/;
const nigerianMobile = /^(?:\+234|0)[789][01]\d{8}$/;
export const phoneMessage = '🔔 Please input a correct phone number.';

export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return ukMobile.test(phone) || nigerianMobile.test(phone) || tenDigitsWithCountryCode.test(phone);
}

/**
 * Something before one @, then a domain of dot-separated labels (at least two). No part can match the same
 * characters two ways (a label stops at a dot, and a dot only separates labels), so a test takes time linear
 * in the text's length, whatever it holds.
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const emailMessage = 'Please input a valid email address';

/** Longest email we accept (RFC 5321 path limit). */
export const maxEmailLength = 254;
/** Passwords are hashed; a cap keeps hashing cheap for the server. */
export const maxPasswordLength = 128;

export const emailSchema = z
  .string({ error: emailMessage })
  .trim()
  .toLowerCase()
  // `abort` ends validation at a failed length check: the pattern never reads an over-long text.
  .max(maxEmailLength, { error: emailMessage, abort: true })
  .regex(emailPattern, emailMessage);

export const passwordSchema = z
  .string({ error: passwordMessage })
  .max(maxPasswordLength, { error: passwordMessage, abort: true })
  .refine(isStrongPassword, passwordMessage);

export const phoneSchema = z
  .string({ error: phoneMessage })
  .trim()
  .max(20, { error: phoneMessage, abort: true })
  .refine(isValidPhone, phoneMessage);

/**
 * A pattern test that never reads a text longer than `maxLength`. For schemas that sit in a union (an
 * optional form field is `'' | schema`), where a length check with `abort` would hide its message: zod
 * reports a union whose every branch aborted as a bare "Invalid input".
 */
export const matchesWithin = (pattern: RegExp, maxLength: number) => (value: string) =>
  value.length <= maxLength && pattern.test(value);

/** Images travel as base64 without the data-URL prefix and may be at most 2 MB once decoded. */
export const maxImageBytes = 2 * 1024 * 1024;
export const imageTooLargeMessage = 'File size exceeds 2MB. Please select a smaller file.';

/**
 * Pictures may also hold at most 40 megapixels and 8,000 pixels on a side, as their header says: a small
 * file can claim a picture that no viewer's browser could open (a 19 KB PNG of 60,000 × 60,000).
 */
export const maxImagePixels = 40_000_000;
export const maxImageSide = 8000;
export const imageTooManyPixelsMessage =
  'Image exceeds 40 megapixels or 8000 pixels on a side. Please select a smaller image.';

export const otpMinLength = 4;
export const otpTooShortMessage = 'Please enter the OTP sent to your email.';
