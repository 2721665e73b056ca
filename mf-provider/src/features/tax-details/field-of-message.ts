// Which field a cross-check note (the details' differences from the identity check, stored in English words)
// is about, and the text key that says it in the provider's language. A refusal names its field itself.
import { kycMismatchMessages } from '@callout/contracts/hmrc-reporting';

export type TaxField =
  | 'kind'
  | 'firstname'
  | 'lastname'
  | 'dob'
  | 'nino'
  | 'taxid'
  | 'legalname'
  | 'companynumber'
  | 'utr'
  | 'address'
  | 'country'
  | 'vat';

export type MismatchKey = keyof typeof kycMismatchMessages;

// Pairs of string literals (not object keys), so the translation-key check sees the text keys spelled out.
const mismatchFields = new Map<MismatchKey, TaxField | null>([
  ['noIdentityCheck', null],
  ['name', 'firstname'],
  ['dob', 'dob'],
  ['nino', 'nino'],
  ['organisation', 'legalname'],
]);

const keyOf = <K extends string>(messages: Record<K, string>, message: string): K | undefined =>
  (Object.keys(messages) as K[]).find((key) => messages[key] === message);

/** The field (null: the whole form) and key of each difference from the identity check. */
export function mismatchesOf(messages: readonly string[]) {
  return messages.flatMap((message) => {
    const key = keyOf(kycMismatchMessages, message);
    return key ? [{ field: mismatchFields.get(key) ?? null, key }] : [];
  });
}
