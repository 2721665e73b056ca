// /ops/data-requests: every request for a copy of a person's data, open ones first, with the month the law
// allows for the answer: when it was asked, when it is due, and its state (overdue ones marked). The export
// job answers each by itself; one that failed needs an operator to answer by hand.
import type { OperatorDataRequest } from '@callout/contracts/data-requests';
import { formatDate, formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useQuery } from '@callout/query';
import { Link } from '@callout/router';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { dataRequestsQueryOptions } from '../api/data-requests-api';

export function DataRequestsPage() {
  const { t } = useTranslation('ops');
  const requests = useQuery(dataRequestsQueryOptions());
  const rows = requests.data ?? [];
  return (
    <OpsPage title={t('pages.dataRequests')} lead={t('dataRequests.lead')}>
      <OpsListState query={requests} hasItems={rows.length > 0} emptyText={t('dataRequests.empty')} />
      {rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">{t('dataRequests.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dataRequests.columns.account')}</th>
                <th scope="col">{t('dataRequests.columns.askedOn')}</th>
                <th scope="col">{t('dataRequests.columns.dueBy')}</th>
                <th scope="col">{t('dataRequests.columns.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((request) => (
                <DataRequestRow key={request.ID} request={request} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </OpsPage>
  );
}

function DataRequestRow({ request }: { request: OperatorDataRequest }) {
  const { t } = useTranslation('ops');
  const done = request.Status === 'downloaded' ? request.DownloadedAt : request.ReadyAt;
  return (
    <tr>
      <td>
        <Link to={`/ops/accounts/${encodeURIComponent(request.AccountID)}`}>
          {request.Email ?? request.AccountID}
        </Link>
        <div className="ops-muted">{t(`accounts.roles.${request.Role}`, { defaultValue: request.Role })}</div>
      </td>
      <td>
        <time dateTime={request.AskedOn}>{formatDateTime(request.AskedOn)}</time>
      </td>
      <td>
        <time dateTime={request.DueBy}>{formatDate(request.DueBy)}</time>
        {request.Overdue ? <div className="ops-overdue">{t('dataRequests.overdue')}</div> : null}
      </td>
      <td>
        {t(`dataRequests.states.${request.Status}`)}
        {done ? (
          <div className="ops-muted">
            <time dateTime={done}>{formatDateTime(done)}</time>
          </div>
        ) : null}
        {request.Status === 'failed' && request.LastError ? (
          <div className="ops-muted">{t('dataRequests.lastError', { error: request.LastError })}</div>
        ) : null}
      </td>
    </tr>
  );
}
