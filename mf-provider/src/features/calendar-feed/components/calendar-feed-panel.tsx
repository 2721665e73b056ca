// "Calendar feed" in the provider's Settings: the private address of their jobs' calendar, to paste into a
// calendar app, a Copy button, and Renew address (after a confirmation) when the address has been shared by
// mistake: the old address stops working at once.
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { Spinner } from '@callout/ui/spinner';
import { useId, useState } from 'react';
import { confirmAction } from '../../../lib/dialogs';
import { useCalendarFeed, useRenewCalendarFeed } from '../api/calendar-feed';

type Copied = 'idle' | 'copied' | 'failed';

export function CalendarFeedPanel() {
  const { t } = useTranslation(['provider', 'common']);
  const titleId = useId();
  const addressId = useId();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [copied, setCopied] = useState<Copied>('idle');
  const address = feed.data?.Url ?? '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  function renewAddress() {
    if (!confirmAction(t('calendarFeed.confirmRenew'))) return;
    setCopied('idle');
    renew.mutate();
  }

  return (
    <section className="card calendar-feed" aria-labelledby={titleId} aria-busy={feed.isPending}>
      <h2 id={titleId}>{t('calendarFeed.title')}</h2>
      <p>{t('calendarFeed.lead')}</p>
      {feed.isPending ? <Spinner label={t('common:loading')} /> : null}
      {feed.isError ? (
        <div role="alert">
          <p>{messageFor(feed.error, t('calendarFeed.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void feed.refetch()}>
            {t('calendarFeed.retry')}
          </Button>
        </div>
      ) : null}
      {feed.data ? (
        <>
          <label htmlFor={addressId}>{t('calendarFeed.address')}</label>
          <input
            id={addressId}
            className="calendar-feed__address"
            readOnly
            value={address}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="calendar-feed__since">
            {t('calendarFeed.since', { date: formatDateTime(feed.data.CreatedAt) })}
          </p>
          <div className="calendar-feed__actions">
            <Button onClick={() => void copy()}>{t('calendarFeed.copy')}</Button>
            <Button variant="secondary" loading={renew.isPending} onClick={renewAddress}>
              {t('calendarFeed.renew')}
            </Button>
          </div>
          <output className="calendar-feed__status" aria-live="polite">
            {copied === 'copied' ? t('calendarFeed.copied') : null}
            {renew.isSuccess && copied === 'idle' ? t('calendarFeed.renewed') : null}
          </output>
          {copied === 'failed' ? <p role="alert">{t('calendarFeed.copyFailed')}</p> : null}
          <p className="calendar-feed__hint">{t('calendarFeed.private')}</p>
        </>
      ) : null}
      {renew.isError ? <p role="alert">{messageFor(renew.error, t('calendarFeed.renewFailed'))}</p> : null}
    </section>
  );
}
