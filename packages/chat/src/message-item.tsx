import type { ChatMessage } from '@callout/contracts/support';
import { arrivedClass } from '@callout/ui/announce';
import { Button } from '@callout/ui/button';
import { memo } from 'react';
import { formatChatTime } from './format-time';
import { Quote } from './quote';
import { useChatText } from './use-chat-text';

export interface MessageItemProps {
  message: ChatMessage;
  userId: string;
  quoted: ChatMessage | undefined;
  /** False once the chat is closed: no replies, no deletes. */
  canAct: boolean;
  onReply: (message: ChatMessage) => void;
  /** Absent: messages cannot be deleted here. */
  onDelete?: (message: ChatMessage) => void;
  onImageLoad: () => void;
  /** Someone else's message that has just come in: highlighted for a moment. */
  arrived?: boolean;
}

/** Memoised: loading an older page of a long chat draws the new messages only. */
export const MessageItem = memo(function MessageItem({
  message,
  userId,
  quoted,
  canAct,
  onReply,
  onDelete,
  onImageLoad,
  arrived = false,
}: MessageItemProps) {
  const t = useChatText();
  const own = message.SenderId === userId;
  const name = own ? t('you') : (message.Name ?? t('someone'));
  return (
    <li
      className={['chat-message', own ? 'chat-message--own' : '', arrived ? arrivedClass : '']
        .filter(Boolean)
        .join(' ')}
    >
      <p className="chat-message__meta">
        <strong>{name}</strong> <time dateTime={message.Date}>{formatChatTime(message.Date)}</time>
      </p>
      {message.ReplyToChatId ? <Quote message={quoted} userId={userId} /> : null}
      {message.Message ? <p className="chat-message__text">{message.Message}</p> : null}
      {message.ImageUrl ? (
        <img
          className="chat-message__image"
          src={message.ImageUrl}
          alt={t('imageFrom', { name })}
          onLoad={onImageLoad}
        />
      ) : null}
      {canAct ? (
        <div className="chat-message__actions">
          <Button variant="link" onClick={() => onReply(message)}>
            {t('reply')}
          </Button>
          {/* Only your own messages can be deleted; the server enforces it too. */}
          {own && onDelete ? (
            <Button variant="link" onClick={() => onDelete(message)}>
              {t('delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
