// /ops/accounts: find customers and providers by email, name, phone or id, newest first, 50 at a time (More
// accounts adds the next 50 below); each opens its account page.

import type { OpsAccount } from '@callout/contracts/ops-people';
import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { Link } from '@callout/router';
import { Button } from '@callout/ui/button';
import { SearchBox } from '@callout/ui/search-box';
import { useState } from 'react';
import { OpsListState } from '../../../components/ops-list-state';
import { OpsPage } from '../../../components/ops-page';
import { SelectField } from '../../../components/select-field';
import { accountRoles, accountsQueryOptions } from '../api/accounts-api';
import { AccountState } from './account-state';

const searchPauseMs = 300;

export function AccountsPage() {
  const { t } = useTranslation('ops');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<string>('all');
  const searchedFor = useDebouncedValue(search.trim(), searchPauseMs);
  // The pages after the first: one cursor per "More accounts" press. New filters start again.
  const filters = `${role}\n${searchedFor}`;
  const [more, setMore] = useState<{ for: string; cursors: string[] }>({ for: filters, cursors: [] });
  const cursors = more.for === filters ? more.cursors : [];
  const first = useQuery({
    ...accountsQueryOptions(role, searchedFor),
    placeholderData: keepPreviousData,
  });
  // The last page shown (the first when there is one page): the same query as its rows, from the cache.
  const last = useQuery(accountsQueryOptions(role, searchedFor, cursors.at(-1) ?? ''));
  const rows = first.data?.accounts ?? [];
  // Not while the rows are the last search's, shown until the new one arrives: their cursor is not this one's.
  const next = first.isPlaceholderData ? null : cursors.length === 0 ? first.data?.next : last.data?.next;
  return (
    <OpsPage title={t('pages.accounts')} lead={t('sections.accounts.summary')}>
      <div className="ops-filters">
        <SearchBox label={t('accounts.search')} value={search} onChange={setSearch} />
        <SelectField
          label={t('accounts.role')}
          value={role}
          options={accountRoles.map((value) => ({ value, label: t(`accounts.roles.${value}`) }))}
          onChange={setRole}
        />
      </div>
      <OpsListState query={first} hasItems={rows.length > 0} />
      {rows.length > 0 ? (
        <div className="ops-table-wrap">
          <table className="ops-table">
            <caption className="visually-hidden">{t('accounts.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accounts.columns.account')}</th>
                <th scope="col">{t('accounts.columns.role')}</th>
                <th scope="col">{t('accounts.columns.name')}</th>
                <th scope="col">{t('accounts.columns.state')}</th>
                <th scope="col">{t('accounts.columns.joined')}</th>
              </tr>
            </thead>
            <AccountRows accounts={rows} />
            {cursors.map((before) => (
              <LaterAccountRows key={before} role={role} search={searchedFor} before={before} />
            ))}
          </table>
        </div>
      ) : null}
      {cursors.length > 0 ? <OpsListState query={last} hasItems /> : null}
      {next ? (
        <Button variant="secondary" onClick={() => setMore({ for: filters, cursors: [...cursors, next] })}>
          {t('accounts.more')}
        </Button>
      ) : null}
    </OpsPage>
  );
}

/** A page after the first, from its own query; its loading and failure show under the table. */
function LaterAccountRows({ role, search, before }: { role: string; search: string; before: string }) {
  const page = useQuery(accountsQueryOptions(role, search, before));
  return page.data ? <AccountRows accounts={page.data.accounts} /> : null;
}

function AccountRows({ accounts }: { accounts: OpsAccount[] }) {
  const { t } = useTranslation('ops');
  return (
    <tbody>
      {accounts.map((account) => (
        <tr key={account.ID}>
          <td>
            <Link to={`/ops/accounts/${encodeURIComponent(account.ID)}`}>{account.Email ?? account.ID}</Link>
            <div className="ops-muted">{account.ID}</div>
          </td>
          <td>{t(`accounts.roles.${account.Role}`, { defaultValue: account.Role })}</td>
          <td>{[account.FirstName, account.LastName].filter(Boolean).join(' ') || '–'}</td>
          <td>
            <AccountState account={account} />
          </td>
          <td>{formatDate(account.Created, 'short')}</td>
        </tr>
      ))}
    </tbody>
  );
}
