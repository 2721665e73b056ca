// The UK tax references a platform collects from its sellers for HMRC, checked for form before they are
// kept. Each takes what a person types (any case, spaces) and answers the reference as HMRC writes it, or
// null when it cannot be one.
import { evaluationBreak } from './evaluation-break';

await evaluationBreak();

/** Prefixes HMRC never issues: either letter D, F, I, Q, U or V, a second letter O, and these pairs. */
const unissuedNinoPrefixes = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/** A National Insurance number: two letters, six digits, a suffix A to D ("QQ 12 34 56 C" is not one). */
export function normaliseNino(input: string): string | null {
  const value = input.replaceAll(' ', '').toUpperCase();
  if (!/^[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][0-9]{6}[A-D]$/.test(value)) return null;
  return unissuedNinoPrefixes.has(value.slice(0, 2)) ? null : value;
}

/** HMRC's check of a UTR: digits 2 to 10 weighted 6, 7, 8, 9, 10, 5, 4, 3, 2; the remainder by 11 names the first. */
const utrWeights = [6, 7, 8, 9, 10, 5, 4, 3, 2];
const utrCheckByRemainder = '21987654321';

/** A Unique Taxpayer Reference: 10 digits whose first is the check digit of the other nine. */
export function normaliseUtr(input: string): string | null {
  const value = input.replaceAll(' ', '');
  if (!/^[0-9]{10}$/.test(value)) return null;
  const sum = utrWeights.reduce((total, weight, index) => total + weight * Number(value[index + 1]), 0);
  return utrCheckByRemainder[sum % 11] === value[0] ? value : null;
}

/** A Companies House number: 8 characters, 8 digits or two letters (SC, NI, OC…) and 6 digits. */
export function normaliseCompanyNumber(input: string): string | null {
  const value = input.replaceAll(' ', '').toUpperCase();
  return /^(?:[0-9]{2}|[A-Z]{2})[0-9]{6}$/.test(value) ? value : null;
}
