// The 14-day right to cancel, told on the providers step for a job paid at its end (PER HOUR): nothing is
// paid before the work, so this is the last moment before it to state the right and, when the date falls
// inside the 14 days, to ask whether the customer expressly wants the work to start then. Declining leaves
// two ways on: a date after the 14 days, or leaving without booking (no order is made until the next step).
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import type { Ref } from 'react';
import { paths } from '../../../config/paths';

/** A London day (YYYY-MM-DD) in the reader's words, e.g. 21 December 2026. */
const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

export function StartNowRequest({
  until,
  firstDayAfter,
  requested,
  onRequested,
  onLaterDate,
  missing,
  checkboxRef,
}: {
  /** The last day of the 14 days to cancel. */
  until: string;
  /** The first day after them, offered instead. */
  firstDayAfter: string;
  requested: boolean;
  onRequested: (requested: boolean) => void;
  onLaterDate: () => void;
  /** The customer pressed on without ticking the box. */
  missing: boolean;
  checkboxRef: Ref<HTMLInputElement>;
}) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language || 'en-GB';
  return (
    <section className="bk-cancel-right" aria-labelledby="bk-start-now-title">
      <h2 id="bk-start-now-title" className="bk-cancel-right__title">
        {t('providers.startNow.title')}
      </h2>
      <p>{t('providers.startNow.period', { until: dayText(until, language) })}</p>
      <label className="bk-cancel-right__request">
        <input
          ref={checkboxRef}
          type="checkbox"
          checked={requested}
          aria-invalid={missing || undefined}
          onChange={(event) => onRequested(event.target.checked)}
        />
        {t('providers.startNow.request')}
      </label>
      {missing ? <Notice tone="error">{t('providers.startNow.missing')}</Notice> : null}
      <p className="bk-actions">
        <Button variant="secondary" onClick={onLaterDate}>
          {t('providers.startNow.laterDate', { date: dayText(firstDayAfter, language) })}
        </Button>
        <Link to={paths.dashboard.getHref()}>{t('providers.startNow.leave')}</Link>
      </p>
    </section>
  );
}
