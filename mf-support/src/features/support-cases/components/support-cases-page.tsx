// /support and /provider/support: search your cases, open a new one, open a case's chat.

import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useState } from 'react';
import { SupportPage } from '../../../components/support-page';
import { type AccountType, paths } from '../../../config/paths';
import { useSupportCases } from '../api/load-support-cases';
import { CaseList } from './case-list';
import { NewCaseForm } from './new-case-form';

export function SupportCasesPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation(['support', 'common']);
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const list = useSupportCases(accountType, search);
  const cases = list.data ?? null;
  const loading = list.isFetching;
  // A failure is said once the tries are over; the server's refusal in its own words, anything else in ours.
  const failed = list.isError && !loading;
  // Rows of the previous search, shown while this one loads, say nothing about this one.
  const empty = cases?.length === 0 && !list.isPlaceholderData;
  return (
    <SupportPage
      title={t(accountType === 'provider' ? 'pages.providerSupport' : 'pages.support')}
      lead={t('cases.lead')}
    >
      <div className="support-layout">
        <NewCaseForm accountType={accountType} onCreated={setCreated} />
        {created ? <Notice>{created}</Notice> : null}
        <section aria-labelledby="support-cases-title" className="support-cases-section">
          <h2 id="support-cases-title">{t('cases.listTitle')}</h2>
          <TextField
            type="search"
            label={t('cases.search')}
            hint={t('cases.searchHint')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          {loading && cases === null ? <Spinner label={t('cases.loading')} /> : null}
          {failed ? (
            <Notice
              tone="error"
              title={list.error instanceof ServerRefusal ? list.error.message : t('cases.loadFailed')}
            >
              <Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>
            </Notice>
          ) : null}
          {empty && list.searchedFor ? <p>{t('cases.noMatch')}</p> : null}
          {empty && !list.searchedFor ? (
            <Notice title={t('cases.nothingHere')}>{t('cases.noRecords')}</Notice>
          ) : null}
          {cases?.length ? <CaseList cases={cases} chatHref={paths[accountType].chat.getHref} /> : null}
        </section>
      </div>
    </SupportPage>
  );
}
