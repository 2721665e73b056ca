// The scrolling log of a chat: the server's messages, then your messages still waiting in the outbox.
import type { ChatMessage } from '@callout/contracts/support';
import { useAnnounce, useArrivals } from '@callout/ui/announce';
import { Button } from '@callout/ui/button';
import { type RefObject, useMemo } from 'react';
import { MessageItem } from './message-item';
import { PendingItem } from './pending-item';
import type { ChatOutbox, PendingMessage } from './use-chat-outbox';
import { useChatText } from './use-chat-text';
import type { useStickToBottom } from './use-stick-to-bottom';

/** Within this many pixels of the top, the reader has reached the earliest message shown. */
const nearTopPx = 80;

export interface MessageListProps {
  logRef: RefObject<HTMLDivElement | null>;
  scroll: ReturnType<typeof useStickToBottom>;
  messages: ChatMessage[];
  userId: string;
  /** Your messages not yet in `messages`: waiting in the outbox, or just delivered. */
  pending: readonly PendingMessage[];
  outbox: ChatOutbox;
  canAct: boolean;
  onReply: (message: ChatMessage) => void;
  /** Older messages the server has: they load when the reader scrolls to the top, or with the button. */
  earlier?: { has: boolean; loading: boolean; load: () => void };
  /** Absent: messages cannot be deleted here. */
  onDelete?: (message: ChatMessage) => void;
}

export function MessageList({
  logRef,
  scroll,
  messages,
  userId,
  pending,
  outbox,
  canAct,
  onReply,
  earlier,
  onDelete,
}: MessageListProps) {
  const t = useChatText();
  const byId = useMemo(() => new Map(messages.map((message) => [message.Id, message])), [messages]);
  const empty = messages.length === 0 && pending.length === 0;
  const announce = useAnnounce();
  // Messages from the others that come in while the chat is open: said once through the page's live region
  // (so the log itself is not live, and your own messages are not read back to you) and ringed.
  const incoming = (ids: readonly string[]) =>
    messages.filter((message) => ids.includes(message.Id) && message.SenderId !== userId);
  const arrived = useArrivals(
    messages.map((message) => message.Id),
    {
      ready: userId !== '',
      onArrive: (ids) =>
        announce(
          incoming(ids)
            .map((message) => {
              const name = message.Name ?? t('someone');
              const text = message.Message || t('imageFrom', { name });
              return t('newMessage', { name, text });
            })
            .join(' '),
        ),
    },
  );
  return (
    <div className="chat__log-frame">
      <div
        ref={logRef}
        className="chat__log"
        role="log"
        aria-live="off"
        aria-label={t('log')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the log
        tabIndex={0}
        onScroll={(event) => {
          scroll.onScroll();
          if (event.currentTarget.scrollTop <= nearTopPx && earlier?.has) earlier.load();
        }}
      >
        {earlier?.has ? (
          <div className="load-more">
            <Button variant="secondary" loading={earlier.loading} onClick={earlier.load}>
              {t('earlier')}
            </Button>
          </div>
        ) : null}
        {empty ? <p className="chat__empty">{t('empty')}</p> : null}
        <ol className="chat__messages">
          {messages.map((message) => (
            <MessageItem
              key={message.Id}
              message={message}
              userId={userId}
              quoted={message.ReplyToChatId ? byId.get(message.ReplyToChatId) : undefined}
              canAct={canAct}
              onReply={onReply}
              {...(onDelete ? { onDelete } : {})}
              onImageLoad={scroll.keepAtBottom}
              arrived={arrived.has(message.Id) && message.SenderId !== userId}
            />
          ))}
          {pending.map((item) => (
            <PendingItem
              key={item.key}
              item={item}
              userId={userId}
              quoted={item.replyToId ? byId.get(item.replyToId) : undefined}
              outbox={outbox}
            />
          ))}
        </ol>
      </div>
      {scroll.hasUnseen ? (
        <Button variant="secondary" className="chat__jump" onClick={scroll.scrollToBottom}>
          {t('newMessages')}
        </Button>
      ) : null}
    </div>
  );
}
