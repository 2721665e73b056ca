// A provider's free arrival windows for a picked date, as radio buttons (arrow keys move between them). The
// booking steps offer "Any time that day" first (a booking with only a date means any time); moving an
// order offers the windows alone. Each module passes its own words.
import { type ArrivalWindow, windowLabel } from '@callout/contracts/arrival-windows';
import { useId } from 'react';

export interface ArrivalWindowLabels {
  legend: string;
  hint: string;
  none: string;
  loading: string;
  /** The first choice, any time that day; absent: no such choice. */
  anyTime?: string;
}

interface Props {
  /** The windows offered; only their London start and end are shown. */
  windows: Pick<ArrivalWindow, 'Start' | 'End'>[] | undefined;
  loading: boolean;
  /** The window's start (HH:MM), or '' for any time that day (or none picked yet). */
  value: string;
  onChange: (start: string) => void;
  labels: ArrivalWindowLabels;
}

export function ArrivalWindowPicker({ windows, loading, value, onChange, labels }: Props) {
  const name = useId();
  const options = (labels.anyTime === undefined ? [] : [{ start: '', label: labels.anyTime }]).concat(
    (windows ?? []).map((window) => ({ start: window.Start, label: windowLabel(window) })),
  );
  return (
    <fieldset className="kit-windows">
      <legend>{labels.legend}</legend>
      <p className="kit-windows__hint">
        {loading ? labels.loading : windows?.length ? labels.hint : labels.none}
      </p>
      <div className="kit-windows__options">
        {options.map((option) => (
          <label key={option.start || 'any'} className="kit-windows__option">
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
