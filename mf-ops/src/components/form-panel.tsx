// The panel a console form opens in, above the list it changes: its heading takes the focus when it opens
// (so keyboard and screen-reader users land in it), Escape or Cancel closes it, and a refusal from the
// server shows at its top with the form kept as typed.
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export function FormPanel({
  title,
  refusal,
  saving,
  errors,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  refusal: string | null;
  saving: boolean;
  /** The fields' messages: when they change, the first field refused takes the focus. */
  errors: Record<string, string | undefined>;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('ops');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    panel.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };

  return (
    <section ref={panel} className="card ops-form" aria-labelledby={headingId} onKeyDown={closeOnEscape}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {refusal ? <Notice tone="error" title={refusal} /> : null}
      <form noValidate onSubmit={submit}>
        {children}
        <div className="ops-form__actions">
          <Button type="submit" loading={saving}>
            {t('form.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
