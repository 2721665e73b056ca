// /support and /provider/support: search your cases, open a new one, open a case's chat. The cases are
// kept on the device, so they read offline (the shell says how old they are); cases opened offline are
// listed first, waiting to send. Older cases load as the end of the list scrolls into view (or with Load
// more).

import { useTranslation } from '@callout/i18n/react';
import { ServerRefusal } from '@callout/module-kit/errors';
import { useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { TextField } from '@callout/ui/field';
import { LoadMore } from '@callout/ui/load-more';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { SupportPage } from '../../../components/support-page';
import { type AccountType, paths } from '../../../config/paths';
import { type QueuedCase, useQueuedCases } from '../../../lib/queued-cases';
import { supportCasesKey, useSupportCases } from '../api/load-support-cases';
import { CaseList } from './case-list';
import { NewCaseForm } from './new-case-form';

export function SupportCasesPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation(['support', 'common']);
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const list = useSupportCases(accountType, search);
  const cases = list.cases;
  const queued = useQueued(accountType, list.searchedFor, cases?.map((row) => row.CaseID) ?? []);
  const loading = list.isFetching;
  // A failure is said once the tries are over, and only with nothing to show: kept cases stay readable.
  const failed = list.isError && !loading && cases === null;
  // Rows of the previous search, shown while this one loads, say nothing about this one.
  const empty = cases?.length === 0 && !list.isPlaceholderData && queued.length === 0;
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
          {cases?.length || queued.length ? (
            <CaseList cases={cases ?? []} queued={queued} chatHref={paths[accountType].chat.getHref} />
          ) : null}
          {cases && list.hasNextPage && !list.isPlaceholderData ? (
            <LoadMore
              label={t('cases.loadMore')}
              loading={list.isFetchingNextPage}
              loadedKey={cases.length}
              onLoad={() => void list.fetchNextPage()}
            />
          ) : null}
        </section>
      </div>
    </SupportPage>
  );
}

/**
 * The cases waiting to send that match the search, less any the list already has (it is sent, and the
 * outbox view lags a moment). One leaving the outbox has reached the server: the list is asked for again.
 */
function useQueued(role: AccountType, search: string, listed: readonly string[]): QueuedCase[] {
  const queryClient = useQueryClient();
  const queued = useQueuedCases(role);
  const waiting = useRef(queued.length);
  useEffect(() => {
    if (queued.length < waiting.current) {
      void queryClient.invalidateQueries({ queryKey: supportCasesKey(role) });
    }
    waiting.current = queued.length;
  }, [queued.length, queryClient, role]);
  const text = search.toLowerCase();
  return queued.filter(
    (row) =>
      !listed.includes(row.caseId) &&
      (row.subject.toLowerCase().includes(text) || row.caseId.toLowerCase().includes(text)),
  );
}
