// One page of the audit log: its entries as list items, with the state of the page (loading, failed,
// nothing found) and, on the last page shown, the button that loads older entries.
import type { AuditEntryView } from '@callout/contracts/ops-catalogue';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { type AuditFilters, useAuditPage } from '../api/audit-calls';
import { changeRows } from '../audit-changes';

export function AuditEntries({
  filters,
  before,
  first,
  last,
  onOlder,
}: {
  filters: AuditFilters;
  before: string;
  first: boolean;
  last: boolean;
  onOlder: (before: string) => void;
}) {
  const { t } = useTranslation('ops');
  const page = useAuditPage(filters, before);
  const entries = page.data?.entries ?? [];
  const next = page.data?.next ?? null;
  return (
    <>
      {entries.map((entry) => (
        <AuditItem key={entry.ID} entry={entry} />
      ))}
      <li className="ops-audit__state">
        <ListState
          status={loadStatus(page)}
          hasItems={entries.length > 0 || !first}
          emptyText={t('lists.empty')}
          onRetry={() => void page.refetch()}
          labels={{ loading: t('lists.loading'), loadFailed: t('lists.loadFailed'), retry: t('lists.retry') }}
        />
        {last && next ? (
          <Button variant="secondary" onClick={() => onOlder(next)}>
            {t('audit.older')}
          </Button>
        ) : null}
      </li>
    </>
  );
}

function AuditItem({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('ops');
  const words = { yes: t('audit.yes'), no: t('audit.no'), none: t('audit.none') };
  const rows = changeRows(entry.Before, entry.After, words);
  return (
    <li className="card ops-audit__entry">
      <p className="ops-audit__head">
        <strong>{entry.Action}</strong>{' '}
        <span>{t('audit.on', { type: entry.SubjectType, id: entry.SubjectID })}</span>
      </p>
      <p className="ops-muted">
        {t('audit.by', { who: entry.OperatorEmail })} ·{' '}
        <time dateTime={entry.At}>{formatDateTime(entry.At)}</time>
      </p>
      {entry.Note ? <p>{t('audit.note', { note: entry.Note })}</p> : null}
      {rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table ops-table--compact">
            <caption className="visually-hidden">{t('audit.changes', { action: entry.Action })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.field')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.field || 'value'}>
                  <th scope="row">{row.field || t('audit.value')}</th>
                  <td>{row.before}</td>
                  <td>{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}
