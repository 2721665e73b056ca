// A labelled multi-line input with its hint and message tied to it, like @callout/ui's TextField.
import { type TextareaHTMLAttributes, useId } from 'react';

export function TextAreaField({
  label,
  hint,
  error,
  className,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-status` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input ops-textarea"
        rows={3}
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
        <p id={`${id}-status`} className="field__status field__status--invalid">
          <span aria-hidden="true">✗ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
