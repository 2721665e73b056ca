// The address lines asked after the postcode: house number and street, an optional flat or
// unit, and the town pre-filled from the postcode. The messages are the server's own (contracts).

import { type AddressLines, addressLinesSchema } from '@callout/contracts/booking';
import { checkText, useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { TextField } from '@callout/ui/field';
import type { Ref } from 'react';

export type AddressLineName = keyof AddressLines;
export type AddressLineValues = Record<AddressLineName, string>;
export type AddressLineErrors = Partial<Record<AddressLineName, string>>;

export const emptyAddressLines: AddressLineValues = { AddressLine1: '', AddressLine2: '', Town: '' };

/** The lines checked as the server checks them: the trimmed lines, or a message per invalid line. */
export function checkAddressLines(
  values: AddressLineValues,
): { ok: true; lines: AddressLines } | { ok: false; errors: AddressLineErrors } {
  const parsed = addressLinesSchema.safeParse(values);
  if (parsed.success) return { ok: true, lines: parsed.data };
  const errors: AddressLineErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as AddressLineName;
    errors[name] ??= checkText(issue.message);
  }
  return { ok: false, errors };
}

export function AddressLinesFields({
  values,
  errors,
  onChange,
  firstRef,
}: {
  values: AddressLineValues;
  errors: AddressLineErrors;
  onChange: (name: AddressLineName, value: string) => void;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('booking');
  useCheckText();
  const bind = (name: AddressLineName) => ({
    name,
    value: values[name],
    status: errors[name] ? { tone: 'invalid' as const, message: errors[name] } : null,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <fieldset className="bk-address">
      <legend>{t('location.addressTitle')}</legend>
      <p className="field__hint">{t('location.addressHint')}</p>
      <TextField
        label={t('location.street')}
        autoComplete="address-line1"
        required
        maxLength={100}
        inputRef={firstRef}
        {...bind('AddressLine1')}
      />
      <TextField
        label={t('location.flat')}
        autoComplete="address-line2"
        maxLength={60}
        {...bind('AddressLine2')}
      />
      <TextField
        label={t('location.town')}
        autoComplete="address-level2"
        required
        maxLength={60}
        {...bind('Town')}
      />
    </fieldset>
  );
}
