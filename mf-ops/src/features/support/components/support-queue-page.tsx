// /ops/support: the cases waiting for an answer, oldest first, with search and filters by status and by who
// opened them. The list refreshes by itself and says when it last did. Later cases load as the end of the
// table scrolls into view (or with Load more); the search and filters read the cases loaded.
import type { OperatorCase } from '@callout/contracts/operator-support';
import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Button } from '@callout/ui/button';
import { ListState, loadStatus } from '@callout/ui/list-state';
import { LoadMore } from '@callout/ui/load-more';
import { SearchBox } from '@callout/ui/search-box';
import { useId, useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import { londonDateTime, londonTime } from '../../../lib/london-format';
import { useCaseQueue } from '../api/case-queue';
import {
  type CaseFilters,
  filterCases,
  queueFor,
  type RoleFilter,
  type StatusFilter,
} from '../api/filter-cases';
import { caseHref } from '../paths';

const statusFilters: StatusFilter[] = ['waiting', 'NEW', 'OPEN', 'CLOSED', 'all'];
const roleFilters: RoleFilter[] = ['all', 'user', 'provider'];

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="ops-select" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function CaseRow({ row }: { row: OperatorCase }) {
  const { t } = useTranslation('ops');
  return (
    <tr>
      <td>
        <Link to={caseHref(row.CaseID)}>{row.CaseID}</Link>
      </td>
      <td>{row.Subject}</td>
      <td>
        {row.OwnerName ?? row.OwnerEmail ?? row.OwnerID}
        <span className="ops-muted">
          {' '}
          · {t(`support.role.${row.OwnerRole === 'provider' ? 'provider' : 'user'}`)}
        </span>
      </td>
      <td>
        <span className={`ops-status ops-status--${row.Status.toLowerCase()}`}>
          {t(`support.status.${row.Status}`)}
        </span>
      </td>
      <td>
        <time dateTime={row.Created}>{londonDateTime(row.Created)}</time>
      </td>
      <td>
        {row.LastMessage ? (
          <time dateTime={row.LastMessage}>{londonDateTime(row.LastMessage)}</time>
        ) : (
          t('support.noMessages')
        )}
      </td>
    </tr>
  );
}

export function SupportQueuePage() {
  const { t } = useTranslation('ops');
  const [filters, setFilters] = useState<CaseFilters>({ search: '', status: 'waiting', role: 'all' });
  const query = useCaseQueue(queueFor(filters.status));
  const loaded = query.cases;
  const rows = filterCases(loaded ?? [], filters);
  const change = (patch: Partial<CaseFilters>) => setFilters((current) => ({ ...current, ...patch }));
  const updated = query.dataUpdatedAt ? londonTime(query.dataUpdatedAt) : null;

  return (
    <OpsPage
      title={t('support.title')}
      lead={t('support.lead')}
      actions={
        <>
          {/* Not a live region: read out at every refresh it would drown whatever the operator is doing. */}
          <p className="ops-muted">
            {updated ? t('support.updated', { time: updated }) : t('support.loading')}
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('support.refresh')}
          </Button>
        </>
      }
    >
      <search aria-label={t('support.filters')} className="ops-filters">
        <SearchBox
          label={t('support.search')}
          value={filters.search}
          onChange={(search) => change({ search })}
          className="ops-filters__search"
        />
        <Select
          label={t('support.statusFilter')}
          value={filters.status}
          options={statusFilters.map((value) => ({ value, label: t(`support.statusFilters.${value}`) }))}
          onChange={(status) => change({ status })}
        />
        <Select
          label={t('support.roleFilter')}
          value={filters.role}
          options={roleFilters.map((value) => ({ value, label: t(`support.roleFilters.${value}`) }))}
          onChange={(role) => change({ role })}
        />
      </search>
      {query.isError && loaded ? (
        <p className="ops-muted" role="alert">
          {t('support.refreshFailed')}
        </p>
      ) : null}
      <ListState
        status={loaded ? 'ready' : loadStatus(query)}
        hasItems={rows.length > 0}
        emptyText={loaded?.length ? t('support.noMatch') : t('support.empty')}
        onRetry={() => void query.refetch()}
        labels={{
          loading: t('support.loading'),
          loadFailed: t('support.loadFailed'),
          retry: t('support.retry'),
        }}
      />
      {rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">{t('support.caption', { count: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('support.columns.case')}</th>
                <th scope="col">{t('support.columns.subject')}</th>
                <th scope="col">{t('support.columns.from')}</th>
                <th scope="col">{t('support.columns.status')}</th>
                <th scope="col">{t('support.columns.opened')}</th>
                <th scope="col">{t('support.columns.lastMessage')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <CaseRow key={row.CaseID} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {loaded && query.hasNextPage && !query.isPlaceholderData ? (
        <LoadMore
          label={t('support.loadMore')}
          loading={query.isFetchingNextPage}
          loadedKey={loaded.length}
          onLoad={() => void query.fetchNextPage()}
        />
      ) : null}
    </OpsPage>
  );
}
