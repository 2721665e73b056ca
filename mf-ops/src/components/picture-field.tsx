// A picture chooser for catalogue items and promotions: PNG, JPEG, GIF or WebP (what the server recognises),
// at most 2 MB. A refused file is cleared and said beside the field, not in an alert, so
// the rest of the form stays as typed. When editing, the current picture shows until a new one is chosen.
// A chosen picture gets smaller WebP copies made here (lib/picture-variants.ts), sent with it.

import { imageDataUrlMessage } from '@callout/contracts/fields';
import { imageTooLargeMessage, maxImageBytes } from '@callout/contracts/validation';
import { useCheckText } from '@callout/i18n/check-texts';
import { useTranslation } from '@callout/i18n/react';
import { pictureSources } from '@callout/ui/picture';
import { type ChangeEvent, useId, useState } from 'react';
import { webpVariants } from '../lib/picture-variants';

const accepted = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface ChosenPicture {
  name: string;
  type: string;
  base64: string;
  /** Smaller WebP copies, base64 joined by commas ("" when the browser could not make them). */
  variants: string;
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export function PictureField({
  label,
  value,
  current,
  onChange,
  error,
  withCopies = false,
}: {
  label: string;
  value: ChosenPicture | null;
  /** The picture there is now (editing); kept unless another is chosen. */
  current?: string | undefined;
  onChange: (picture: ChosenPicture | null) => void;
  error?: string | undefined;
  /** Make smaller WebP copies (catalogue pictures, shown at several sizes). */
  withCopies?: boolean;
}) {
  const { t } = useTranslation('ops');
  const checkText = useCheckText();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    setRefusal(null);
    if (!file) return onChange(null);
    const refused = !accepted.includes(file.type)
      ? checkText(imageDataUrlMessage)
      : file.size > maxImageBytes
        ? checkText(imageTooLargeMessage)
        : null;
    if (refused) {
      setRefusal(refused);
      input.value = '';
      return onChange(null);
    }
    try {
      const [base64, variants] = await Promise.all([
        readAsBase64(file),
        withCopies ? webpVariants(file) : [],
      ]);
      onChange({ name: file.name, type: file.type, base64, variants: variants.join(',') });
    } catch (failure) {
      console.error('Reading the chosen picture failed', failure);
      input.value = '';
      setRefusal(t('form.pictureUnreadable'));
    }
  };

  const preview = value
    ? { src: `data:${value.type};base64,${value.base64}` }
    : current
      ? pictureSources(current, '96px')
      : null;
  return (
    <div className="field ops-picture">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="file"
        accept={accepted.join(',')}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-status` : ''}`}
        onChange={(event) => void onFile(event)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {value
          ? t('form.pictureChosen', { name: value.name })
          : current
            ? t('form.pictureKept')
            : t('form.pictureHint')}
      </p>
      {preview ? <img className="ops-picture__preview" {...preview} alt="" width={96} height={60} /> : null}
      {message ? (
        <p id={`${id}-status`} className="field__status field__status--invalid">
          <span aria-hidden="true">✗ </span>
          {message}
        </p>
      ) : null}
    </div>
  );
}
