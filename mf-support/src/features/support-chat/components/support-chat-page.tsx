// /support-chat/:id and /provider/chat/:id: the chat of one support case, from the shared chat package.
// A case opened offline has its chat at once: what is written in it is sent after the case.
import { createChatCalls } from '@callout/chat/chat-calls';
import { ChatPanel } from '@callout/chat/chat-panel';
import { chatQueryOptions } from '@callout/chat/chat-query';
import { useChatOutbox } from '@callout/chat/use-chat-outbox';
import { pollIntervalsMs } from '@callout/contracts/constants';
import { useTranslation } from '@callout/i18n/react';
import { api } from '@callout/module-kit/api';
import { useQueryClient } from '@callout/query';
import { Link, useParams } from '@callout/router';
import { Notice } from '@callout/ui/notice';
import { useEffect, useMemo, useRef } from 'react';
import { SupportPage } from '../../../components/support-page';
import { type AccountType, paths } from '../../../config/paths';
import { useQueuedCases } from '../../../lib/queued-cases';

export function SupportChatPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation('support');
  const { id = '' } = useParams();
  const calls = useMemo(() => createChatCalls(api, accountType), [accountType]);
  const outbox = useChatOutbox('SUPPORT', id);
  const queued = useQueuedCases(accountType).find((candidate) => candidate.caseId === id);
  useReloadOnceSent(calls, id, queued !== undefined);
  return (
    <SupportPage
      title={t(accountType === 'provider' ? 'pages.providerChat' : 'pages.supportChat')}
      lead={t('chat.lead', { id })}
    >
      <p>
        <Link to={paths[accountType].cases.getHref()}>{t('chat.back')}</Link>
      </p>
      {queued ? (
        <Notice
          tone={queued.status === 'failed' ? 'error' : 'info'}
          title={queued.status === 'failed' ? t('cases.notSent') : t('chat.waitingToSend')}
        >
          {t('chat.sentAfterCase')}
        </Notice>
      ) : null}
      {/* A new case id starts a new chat: nothing of the previous one (reply, scroll) carries over. */}
      <ChatPanel key={id} category="SUPPORT" chatId={id} calls={calls} outbox={outbox} />
    </SupportPage>
  );
}

/** Once the case has left the outbox the server has it: its chat is loaded again at once. */
function useReloadOnceSent(calls: ReturnType<typeof createChatCalls>, caseId: string, waiting: boolean) {
  const queryClient = useQueryClient();
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    if (wasWaiting.current && !waiting) {
      const { queryKey } = chatQueryOptions(calls, 'SUPPORT', caseId, pollIntervalsMs.chat);
      void queryClient.invalidateQueries({ queryKey });
    }
    wasWaiting.current = waiting;
  }, [calls, caseId, queryClient, waiting]);
}
