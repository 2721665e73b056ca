// The audit entries of an account or an order: who did what, when, before and after, newest first.
import type { OpsAccountDetail } from '@callout/contracts/ops-people';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';

type AuditEntry = OpsAccountDetail['Audit'][number];

const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value));

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('ops');
  if (entries.length === 0) return <p className="ops-empty">{t('people.audit.empty')}</p>;
  return (
    <ol className="ops-audit">
      {entries.map((entry) => (
        <li key={entry.ID} className="ops-audit__entry">
          <p>
            <strong>{entry.Action}</strong> · <time dateTime={entry.At}>{formatDateTime(entry.At)}</time> ·{' '}
            {entry.OperatorEmail}
          </p>
          {entry.Note ? <p>{t('people.audit.note', { note: entry.Note })}</p> : null}
          <p className="ops-audit__change">
            {t('people.audit.change', { before: shown(entry.Before), after: shown(entry.After) })}
          </p>
        </li>
      ))}
    </ol>
  );
}
