// The account's cases. A NEW case has nobody on it yet, so it tells you to wait instead of opening the chat.

import { newCaseStatus, type SupportCase } from '@callout/contracts/support';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';

export function CaseList({
  cases,
  chatHref,
}: {
  cases: SupportCase[];
  chatHref: (caseId: string) => string;
}) {
  const { t } = useTranslation('support');
  return (
    <ul className="support-cases" aria-label={t('cases.listTitle')}>
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
