// How many hours a PER HOUR service is booked for (1 to 12): the arrival windows offered fit that length,
// and the estimate shows the provider's hourly price times it. The bill is still the time taken.
import { maxJobHours } from '@callout/contracts/arrival-windows';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { useId } from 'react';

const choices = Array.from({ length: maxJobHours }, (_, index) => String(index + 1));

export function HoursPicker({
  value,
  onChange,
  hourlyPrice,
}: {
  /** Whole hours, as text ("1" to "12"). */
  value: string;
  onChange: (hours: string) => void;
  /** The chosen provider's hourly price, once one is chosen. */
  hourlyPrice?: { Price: number; Currency: string } | undefined;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const count = Number(value);
  return (
    <div className="field bk-hours">
      <label className="field__label" htmlFor={id}>
        {t('hours.label')}
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        {t('hours.hint')}
      </p>
      <select
        id={id}
        className="field__input"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((hours) => (
          <option key={hours} value={hours}>
            {t('hours.option', { count: Number(hours) })}
          </option>
        ))}
      </select>
      {hourlyPrice ? (
        <p className="bk-hours__estimate" aria-live="polite">
          {t('hours.estimate', { count, amount: money(hourlyPrice.Price * count, hourlyPrice.Currency) })}
        </p>
      ) : null}
    </div>
  );
}
