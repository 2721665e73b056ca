// /ops/support/:caseId: the case's chat (the shared chat package, replying as "Callout Support · {first
// name}") with the owner's details and the case's actions beside it: open, close (a complaint, unsettled,
// too) and reopen.
import { ChatPanel } from '@callout/chat/chat-panel';
import { chatQueryOptions } from '@callout/chat/chat-query';
import type { ChatOutbox } from '@callout/chat/use-chat-outbox';
import { pollIntervalsMs } from '@callout/contracts/constants';
import type { OperatorCase } from '@callout/contracts/operator-support';
import { useTranslation } from '@callout/i18n/react';
import { useQueryClient } from '@callout/query';
import { Link, useParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { LoadError } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useMemo, useState } from 'react';
import { OpsPage } from '../../../components/ops-page';
import { londonDateTime } from '../../../lib/london-format';
import { type CloseReason, operatorChatCalls, setCaseStatus, useCase } from '../api/case-detail';
import { caseQueueKey } from '../api/case-queue';
import { supportPaths } from '../paths';

/** Replies go straight to the server (see operatorChatCalls): nothing ever waits in an outbox here. */
const noOutbox: ChatOutbox = { items: [], retry: async () => {}, discard: async () => {} };

function OwnerDetails({ found }: { found: OperatorCase }) {
  const { t } = useTranslation('ops');
  const role = found.OwnerRole === 'provider' ? 'provider' : 'user';
  return (
    <section className="card ops-case-side__block" aria-labelledby="ops-owner-heading">
      <h2 id="ops-owner-heading">{t('support.case.owner')}</h2>
      <dl className="ops-details">
        <dt>{t('support.case.name')}</dt>
        <dd>{found.OwnerName ?? t('support.case.unknown')}</dd>
        <dt>{t('support.case.account')}</dt>
        <dd>
          {t(`support.role.${role}`)} · {found.OwnerID}
        </dd>
        <dt>{t('support.case.email')}</dt>
        <dd>{found.OwnerEmail ? <a href={`mailto:${found.OwnerEmail}`}>{found.OwnerEmail}</a> : '—'}</dd>
        <dt>{t('support.case.phone')}</dt>
        <dd>{found.OwnerPhone ? <a href={`tel:${found.OwnerPhone}`}>{found.OwnerPhone}</a> : '—'}</dd>
      </dl>
    </section>
  );
}

function CaseActions({ found, onChanged }: { found: OperatorCase; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('ops');
  const [pending, setPending] = useState<'OPEN' | 'CLOSED' | CloseReason | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const change = async (value: 'OPEN' | 'CLOSED', reason?: CloseReason) => {
    setPending(reason ?? value);
    setOutcome(null);
    try {
      const answer = await setCaseStatus(found.CaseID, value, reason);
      setOutcome({ tone: answer.success ? 'info' : 'error', text: answer.message });
      await onChanged();
    } catch (error) {
      console.error('Could not change the case', error);
      setOutcome({ tone: 'error', text: t('support.case.unreachable') });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="card ops-case-side__block" aria-labelledby="ops-case-heading">
      <h2 id="ops-case-heading">{t('support.case.details')}</h2>
      <dl className="ops-details">
        <dt>{t('support.case.number')}</dt>
        <dd>{found.CaseID}</dd>
        <dt>{t('support.case.subject')}</dt>
        <dd>{found.Subject}</dd>
        <dt>{t('support.case.status')}</dt>
        <dd>
          <span className={`ops-status ops-status--${found.Status.toLowerCase()}`}>
            {t(`support.status.${found.Status}`)}
          </span>
        </dd>
        <dt>{t('support.case.opened')}</dt>
        <dd>
          <time dateTime={found.Created}>{londonDateTime(found.Created)}</time>
        </dd>
      </dl>
      <div className="ops-actions">
        {found.Status === 'NEW' ? (
          <Button variant="secondary" loading={pending === 'OPEN'} onClick={() => void change('OPEN')}>
            {t('support.case.open')}
          </Button>
        ) : null}
        {found.Status === 'CLOSED' ? (
          <Button variant="secondary" loading={pending === 'OPEN'} onClick={() => void change('OPEN')}>
            {t('support.case.reopen')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" loading={pending === 'CLOSED'} onClick={() => void change('CLOSED')}>
              {t('support.case.close')}
            </Button>
            {/* A complaint that cannot be settled: the customer is mailed the ADR body (server side). */}
            <Button
              variant="secondary"
              loading={pending === 'COMPLAINT_NOT_SETTLED'}
              onClick={() => void change('CLOSED', 'COMPLAINT_NOT_SETTLED')}
            >
              {t('support.case.closeUnsettled')}
            </Button>
          </>
        )}
      </div>
      {outcome ? <Notice tone={outcome.tone} title={outcome.text} /> : null}
    </section>
  );
}

export function SupportCasePage() {
  const { t } = useTranslation('ops');
  const { caseId = '' } = useParams();
  const queryClient = useQueryClient();
  const calls = useMemo(() => operatorChatCalls(), []);
  const query = useCase(caseId);

  const refreshAll = async () => {
    const chat = chatQueryOptions(calls, 'SUPPORT', caseId, pollIntervalsMs.chat);
    await Promise.all([
      query.refetch(),
      queryClient.invalidateQueries({ queryKey: chat.queryKey }),
      queryClient.invalidateQueries({ queryKey: caseQueueKey }),
    ]);
  };

  const answer = query.data;
  return (
    <OpsPage
      title={t('support.case.title', { id: caseId })}
      {...(answer?.found ? { lead: answer.detail.case.Subject } : {})}
    >
      <p>
        <Link to={supportPaths.queue}>{t('support.case.back')}</Link>
      </p>
      {answer === undefined ? (
        query.isError ? (
          <LoadError
            onRetry={() => void query.refetch()}
            labels={{ loadFailed: t('support.loadFailed'), retry: t('support.retry') }}
          />
        ) : (
          <Spinner label={t('support.case.loading')} />
        )
      ) : !answer.found ? (
        <Notice tone="error" title={answer.message} />
      ) : (
        <div className="ops-case">
          <section className="ops-case-chat" aria-label={t('support.case.chat')}>
            {/* A new case id starts a new chat: nothing of the previous one (reply, scroll) carries over. */}
            <ChatPanel key={caseId} category="SUPPORT" chatId={caseId} calls={calls} outbox={noOutbox} />
          </section>
          <div className="ops-case-side">
            <OwnerDetails found={answer.detail.case} />
            <CaseActions found={answer.detail.case} onChanged={refreshAll} />
          </div>
        </div>
      )}
    </OpsPage>
  );
}
