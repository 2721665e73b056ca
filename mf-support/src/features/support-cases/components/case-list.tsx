// The account's cases, those still waiting to send first. A NEW case has nobody on it yet, so it tells you
// to wait instead of opening the chat; a case waiting to send opens its chat, to write in it meanwhile.

import { newCaseStatus, type SupportCase } from '@callout/contracts/support';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import type { QueuedCase } from '../../../lib/queued-cases';
import { QueuedCaseItem } from './queued-case-item';

export function CaseList({
  cases,
  queued,
  chatHref,
}: {
  cases: SupportCase[];
  queued: readonly QueuedCase[];
  chatHref: (caseId: string) => string;
}) {
  const { t } = useTranslation('support');
  return (
    <ul className="support-cases" aria-label={t('cases.listTitle')}>
      {queued.map((waiting) => (
        <QueuedCaseItem key={waiting.key} queued={waiting} chatHref={chatHref(waiting.caseId)} />
      ))}
      {cases.map((supportCase) => (
        <li key={supportCase.CaseID} className="card support-case">
          {supportCase.Status === newCaseStatus ? (
            <button
              type="button"
              className="support-case__open"
              onClick={() => window.alert(t('cases.waiting'))}
            >
              {supportCase.Subject}
            </button>
          ) : (
            <Link className="support-case__open" to={chatHref(supportCase.CaseID)}>
              {supportCase.Subject}
            </Link>
          )}
          <span className={`support-case__status support-case__status--${supportCase.Status.toLowerCase()}`}>
            {supportCase.Status}
          </span>
          <span className="support-case__meta">
            {t('cases.caseNumber', { id: supportCase.CaseID })} ·{' '}
            {t('cases.opened', { date: formatDate(supportCase.Created, 'short') })}
          </span>
        </li>
      ))}
    </ul>
  );
}
