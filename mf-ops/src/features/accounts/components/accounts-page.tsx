// /ops/accounts: find customers and providers by email, name, phone or id; each opens its account page.

import { formatDate } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useDebouncedValue } from '@callout/module-kit/use-debounced-value';
import { keepPreviousData, useQuery } from '@callout/query';
import { Link } from '@callout/router';
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
  const accounts = useQuery({
    ...accountsQueryOptions(role, searchedFor),
    placeholderData: keepPreviousData,
  });
  const rows = accounts.data ?? [];
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
      <OpsListState query={accounts} hasItems={rows.length > 0} />
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
            <tbody>
              {rows.map((account) => (
                <tr key={account.ID}>
                  <td>
                    <Link to={`/ops/accounts/${encodeURIComponent(account.ID)}`}>
                      {account.Email ?? account.ID}
                    </Link>
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
          </table>
        </div>
      ) : null}
    </OpsPage>
  );
}
