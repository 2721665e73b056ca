// The chosen provider's free arrival windows for the picked date, as radio buttons (arrow keys move
// between them), with "Any time that day" first: a booking with only a date still means any time.
import { type ArrivalWindow, windowLabel } from '@callout/contracts/arrival-windows';
import { useTranslation } from '@callout/i18n/react';
import { useId } from 'react';

interface Props {
  windows: ArrivalWindow[] | undefined;
  loading: boolean;
  /** The window's start (HH:MM), or '' for any time that day. */
  value: string;
  onChange: (start: string) => void;
}

export function ArrivalWindowPicker({ windows, loading, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  const name = useId();
  const options = [{ start: '', label: t('windows.anyTime') }].concat(
    (windows ?? []).map((window) => ({ start: window.Start, label: windowLabel(window) })),
  );
  return (
    <fieldset className="bk-windows">
      <legend>{t('windows.legend')}</legend>
      <p className="bk-windows__hint">
        {loading ? t('windows.loading') : windows?.length ? t('windows.hint') : t('windows.none')}
      </p>
      <div className="bk-windows__options">
        {options.map((option) => (
          <label key={option.start || 'any'} className="bk-windows__option">
            <input
              type="radio"
              name={name}
              value={option.start}
              checked={value === option.start}
              onChange={() => onChange(option.start)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
