// A labelled input whose hint and validation message are tied to it, so screen readers read them with it.
import { type InputHTMLAttributes, type Ref, useId } from 'react';

export interface FieldStatus {
  tone: 'valid' | 'invalid';
  /** Shown as text, never by colour alone. */
  message: string;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  status?: FieldStatus | null;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, status, inputRef, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const describedBy = [hint ? hintId : null, status ? statusId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        aria-invalid={status?.tone === 'invalid' ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {status ? (
        <p id={statusId} className={`field__status field__status--${status.tone}`}>
          <span aria-hidden="true">{status.tone === 'valid' ? '✓ ' : '✗ '}</span>
          {status.message}
        </p>
      ) : null}
    </div>
  );
}
