// A case opened offline, still in the outbox: its chat can be written in already; once refused, or
// unanswered for 24 hours, it says why and can be sent again or discarded (with what was written in it).
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Button } from '@callout/ui/button';
import { discardQueuedCase, type QueuedCase, retryQueuedCase } from '../../../lib/queued-cases';

export function QueuedCaseItem({ queued, chatHref }: { queued: QueuedCase; chatHref: string }) {
  const { t } = useTranslation(['support', 'pwa']);
  const failed = queued.status === 'failed';
  const discard = () => {
    if (window.confirm(t('cases.discardConfirm'))) void discardQueuedCase(queued);
  };
  return (
    <li className="card support-case support-case--queued">
      <Link className="support-case__open" to={chatHref}>
        {queued.subject}
      </Link>
      <span className={`support-case__status support-case__status--${failed ? 'failed' : 'queued'}`}>
        {failed ? t('cases.notSent') : t('cases.waitingToSend')}
      </span>
      <span className="support-case__meta">
        {t('cases.caseNumber', { id: queued.caseId })} ·{' '}
        {t('cases.opened', { date: formatDate(queued.createdAt, 'short') })}
      </span>
      {failed ? (
        <div className="support-case__problem">
          <p>{t('pwa:outbox.failed', { message: queued.error ?? t('pwa:outbox.notAnswered') })}</p>
          <Button variant="link" onClick={() => void retryQueuedCase(queued)}>
            {t('pwa:outbox.retry')}
          </Button>
          <Button variant="link" onClick={discard}>
            {t('pwa:outbox.discard')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
