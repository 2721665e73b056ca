// A labelled multi-line input whose hint and validation message are read with it.
import { type TextareaHTMLAttributes, useId } from 'react';

export function TextAreaField({
  label,
  hint,
  error,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input ops-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__status field__status--invalid">
          <span aria-hidden="true">✗ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
