// /support-chat/:id and /provider/chat/:id: the chat of one support case, from the shared chat package.
import { createChatCalls } from '@callout/chat/chat-calls';
import { ChatPanel } from '@callout/chat/chat-panel';
import { useChatOutbox } from '@callout/chat/use-chat-outbox';
import { useTranslation } from '@callout/i18n/react';
import { api } from '@callout/module-kit/api';
import { Link, useParams } from '@callout/router';
import { useMemo } from 'react';
import { SupportPage } from '../../../components/support-page';
import { type AccountType, paths } from '../../../config/paths';

export function SupportChatPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation('support');
  const { id = '' } = useParams();
  const calls = useMemo(() => createChatCalls(api, accountType), [accountType]);
  const outbox = useChatOutbox('SUPPORT', id);
  return (
    <SupportPage
      title={t(accountType === 'provider' ? 'pages.providerChat' : 'pages.supportChat')}
      lead={t('chat.lead', { id })}
    >
      <p>
        <Link to={paths[accountType].cases.getHref()}>{t('chat.back')}</Link>
      </p>
      {/* A new case id starts a new chat: nothing of the previous one (reply, scroll) carries over. */}
      <ChatPanel key={id} category="SUPPORT" chatId={id} calls={calls} outbox={outbox} />
    </SupportPage>
  );
}
