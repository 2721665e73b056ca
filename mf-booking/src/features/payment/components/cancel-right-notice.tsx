// The 14-day right to cancel, stated before paying. When the job begins inside the 14 days the customer
// must ask expressly for the work to start then (a box to tick); an exempt product says it has no such right.
import type { CancelRight } from '@callout/contracts/booking';
import { useTranslation } from '@callout/i18n/react';
import type { Ref } from 'react';

const londonDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso));

export function CancelRightNotice({
  right,
  startRequested,
  onStartRequested,
  checkboxRef,
}: {
  right: CancelRight;
  startRequested: boolean;
  onStartRequested: (requested: boolean) => void;
  checkboxRef: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation('booking');
  return (
    <section className="bk-cancel-right" aria-labelledby="bk-cancel-right-title">
      <h2 id="bk-cancel-right-title" className="bk-cancel-right__title">
        {t('payment.cancelRight.title')}
      </h2>
      {right.Exempt ? (
        <p>{t('payment.cancelRight.exempt')}</p>
      ) : (
        <p>
          {t('payment.cancelRight.period', { until: londonDay(right.CancelUntil, i18n.language || 'en-GB') })}
        </p>
      )}
      {right.StartsWithinPeriod ? (
        <label className="bk-cancel-right__request">
          <input
            ref={checkboxRef}
            type="checkbox"
            checked={startRequested}
            onChange={(event) => onStartRequested(event.target.checked)}
          />
          {t('payment.cancelRight.request')}
        </label>
      ) : null}
    </section>
  );
}
