import { useTranslation } from '@callout/i18n/react';
import { SaveIcon } from '../../../components/icons';
import { useSaveToggle } from '../hooks/use-save-toggle';

/** An icon button that keeps its name and says saved or not through aria-pressed. */
export function SaveToggle({
  label,
  shape,
  saved,
  call,
  onSaved,
}: {
  label: string;
  shape: 'heart' | 'pin';
  saved: boolean;
  call: () => Promise<unknown>;
  /** The server agreed: show the order saved (or not) from now on. */
  onSaved: () => void;
}) {
  const { t } = useTranslation('orders');
  const { busy, failed, toggle } = useSaveToggle(call, onSaved);
  return (
    <>
      <button
        type="button"
        className="or-save"
        aria-label={label}
        title={label}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        onClick={toggle}
      >
        <SaveIcon shape={shape} filled={saved} />
      </button>
      {failed ? (
        <span className="or-inline-error" role="alert">
          {t('errors.network')}
        </span>
      ) : null}
    </>
  );
}
