import { useTranslation } from '@callout/i18n/react';
import { SaveIcon } from '../../../components/icons';
import { useSaveToggle } from '../hooks/use-save-toggle';

/** An icon button that keeps its name and says saved or not through aria-pressed. */
export function SaveToggle({
  label,
  shape,
  initial,
  call,
}: {
  label: string;
  shape: 'heart' | 'pin';
  initial: boolean;
  call: () => Promise<unknown>;
}) {
  const { t } = useTranslation('orders');
  const { saved, busy, failed, toggle } = useSaveToggle(initial, call);
  return (
    <>
      <button
        type="button"
        className="or-save"
        aria-label={label}
        title={label}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        onClick={() => void toggle()}
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
