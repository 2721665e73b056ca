// An image chooser for the KYC form: images only, at most 2 MB. A refused file is cleared
// from the input; an accepted one is read as base64 and kept in the draft, so it survives a reload.

import { imageDataUrlMessage } from '@callout/contracts/fields';
import { maxImageBytes } from '@callout/contracts/validation';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import type { FieldStatus } from '@callout/ui/field';
import { type ChangeEvent, useId } from 'react';
import type { StoredImage } from '../../../data/drafts';
import { alertMessage } from '../../../lib/dialogs';
import { readAsBase64 } from '../../../lib/read-as-base64';

export function ImageField({
  label,
  value,
  onChange,
  status,
}: {
  label: string;
  value: StoredImage | null;
  onChange: (image: StoredImage | null) => void;
  status?: FieldStatus | null | undefined;
}) {
  const { t } = useTranslation('provider');
  const checkText = useCheckText();
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = !file.type.startsWith('image/')
      ? checkText(imageDataUrlMessage)
      : file.size > maxImageBytes
        ? t('kyc.imageTooLarge')
        : null;
    if (refusal) {
      alertMessage(refusal);
      input.value = '';
      return onChange(null);
    }
    try {
      onChange({ name: file.name, type: file.type, base64: await readAsBase64(file) });
    } catch (error) {
      console.error('Reading the chosen image failed', error);
      input.value = '';
      alertMessage(t('kyc.imageUnreadable'));
    }
  };

  return (
    <div className="field pv-image-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="file"
        accept="image/*"
        aria-invalid={status?.tone === 'invalid' ? true : undefined}
        aria-describedby={[hintId, status ? statusId : null].filter(Boolean).join(' ')}
        onChange={(event) => void onFile(event)}
      />
      <p id={hintId} className="field__hint">
        {value ? t('kyc.imageChosen', { name: value.name }) : t('kyc.imageHint')}
      </p>
      {value ? (
        <img
          className="pv-image-field__preview"
          src={`data:${value.type};base64,${value.base64}`}
          alt=""
          width={80}
        />
      ) : null}
      {status ? (
        <p id={statusId} className={`field__status field__status--${status.tone}`}>
          <span aria-hidden="true">✗ </span>
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
