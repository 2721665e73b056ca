// The credential's picture or PDF: at most the server's 2 MB, of the types the server reads. A refused file
// is cleared and the reason shown under the field; an accepted one is read as base64 into the form's draft,
// so it survives a failed send or a reload.
import { maxImageBytes } from '@callout/contracts/validation';
import { useTranslation } from '@callout/i18n/react';
import type { FieldStatus } from '@callout/ui/field';
import { type ChangeEvent, type Ref, useId, useState } from 'react';
import type { StoredImage } from '../../../data/drafts';
import { readAsBase64 } from '../../../lib/read-as-base64';

/** The types the server recognises (by the file's first bytes, which it checks again). */
export const documentTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'];

export function DocumentField({
  value,
  onChange,
  status,
  inputRef,
}: {
  value: StoredImage | null;
  onChange: (document: StoredImage | null) => void;
  status?: FieldStatus | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('provider');
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = refusal ? { tone: 'invalid' as const, message: refusal } : (status ?? null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const refused = !documentTypes.includes(file.type)
      ? t('credentials.form.documentType')
      : file.size > maxImageBytes
        ? t('credentials.form.documentTooLarge')
        : null;
    setRefusal(refused);
    if (refused) {
      input.value = '';
      return onChange(null);
    }
    try {
      onChange({ name: file.name, type: file.type, base64: await readAsBase64(file) });
    } catch (error) {
      console.error('Reading the chosen document failed', error);
      input.value = '';
      setRefusal(t('credentials.form.documentUnreadable'));
      onChange(null);
    }
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('credentials.form.document')}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type="file"
        accept={documentTypes.join(',')}
        aria-invalid={shown?.tone === 'invalid' ? true : undefined}
        aria-describedby={[`${id}-hint`, shown ? `${id}-status` : null].filter(Boolean).join(' ')}
        onChange={(event) => void onFile(event)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {value
          ? t('credentials.form.documentChosen', { name: value.name })
          : t('credentials.form.documentHint')}
      </p>
      {shown ? (
        <p id={`${id}-status`} className={`field__status field__status--${shown.tone}`}>
          <span aria-hidden="true">✗ </span>
          {shown.message}
        </p>
      ) : null}
    </div>
  );
}
