// A message of yours still in the offline outbox: 'Sending…' until it arrives, or why it was refused.
import type { ChatMessage } from '@callout/contracts/support';
import { Button } from '@callout/ui/button';
import { Quote } from './quote';
import type { ChatOutbox, PendingMessage } from './use-chat-outbox';
import { useChatText } from './use-chat-text';

export interface PendingItemProps {
  item: PendingMessage;
  userId: string;
  quoted: ChatMessage | undefined;
  outbox: ChatOutbox;
}

export function PendingItem({ item, userId, quoted, outbox }: PendingItemProps) {
  const t = useChatText();
  const failed = item.status === 'failed';
  return (
    <li className="chat-message chat-message--own chat-message--pending">
      <p className="chat-message__meta">
        <strong>{t('you')}</strong>{' '}
        <span className={failed ? 'chat-message__failed' : undefined}>
          {failed
            ? t('notSent', { reason: item.expired ? t('notAnswered') : (item.error ?? '') })
            : t('sending')}
        </span>
      </p>
      {item.replyToId ? <Quote message={quoted} userId={userId} /> : null}
      {item.text ? <p className="chat-message__text">{item.text}</p> : null}
      {item.imageDataUrl ? (
        <img
          className="chat-message__image"
          src={item.imageDataUrl}
          alt={t('imageFrom', { name: t('you') })}
        />
      ) : null}
      {failed ? (
        <div className="chat-message__actions">
          <Button variant="link" onClick={() => void outbox.retry(item.key)}>
            {t('retry')}
          </Button>
          <Button variant="link" onClick={() => void outbox.discard(item.key)}>
            {t('discard')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
