// 'Chat Provider' / 'Chat Customer': the order's chat (category ORDER, the order id as chat id) from the
// shared chat package, opened and closed by its button. The page hides it once the order is closed.
import { createChatCalls } from '@callout/chat/chat-calls';
import { ChatPanel } from '@callout/chat/chat-panel';
import { useChatOutbox } from '@callout/chat/use-chat-outbox';
import { useTranslation } from '@callout/i18n/react';
import { api } from '@callout/module-kit/api';
import { Button } from '@callout/ui/button';
import { useId, useMemo, useState } from 'react';
import type { AccountType } from '../../../config/paths';

const category = 'ORDER';

function OrderChatPanel({
  accountType,
  orderId,
  id,
}: {
  accountType: AccountType;
  orderId: string;
  id: string;
}) {
  const { t } = useTranslation('orders');
  const calls = useMemo(() => createChatCalls(api, accountType), [accountType]);
  const outbox = useChatOutbox(category, orderId);
  return (
    <section id={id} className="card or-chat" aria-label={t('chat.panel')}>
      <ChatPanel key={orderId} category={category} chatId={orderId} calls={calls} outbox={outbox} />
    </section>
  );
}

export function OrderChat({ accountType, orderId }: { accountType: AccountType; orderId: string }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="or-chat-toggle">
      <Button
        variant="accent"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {t(accountType === 'provider' ? 'chat.customer' : 'chat.provider')}
      </Button>
      {/* Mounted only while open: a closed panel must not keep polling the chat every 3 s. */}
      {open ? <OrderChatPanel accountType={accountType} orderId={orderId} id={panelId} /> : null}
    </div>
  );
}
