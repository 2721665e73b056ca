// A chat of any kind (support case, order): polled every 3 s while in view, text or image messages, replies, deleting
// your own messages, read-only once CLOSED. The calls and the outbox come from the caller.
import { useCheckText } from '@callout/i18n/check-texts';
import './chat.css';
import { pollIntervalsMs } from '@callout/contracts/constants';
import {
  type ChatCategory,
  type ChatMessage,
  closedChatStatus,
  newChatInputSchema,
} from '@callout/contracts/support';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatCalls } from './chat-calls';
import { useChat } from './chat-query';
import { Composer, ComposerPlace, type Draft } from './composer';
import { MessageList } from './message-list';
import type { ChatOutbox } from './use-chat-outbox';
import { useChatText } from './use-chat-text';
import { usePendingDisplay } from './use-pending-display';
import { useStickToBottom } from './use-stick-to-bottom';

export interface ChatPanelProps {
  category: ChatCategory;
  /** The case id of a support chat, the order id of an order chat. */
  chatId: string;
  calls: ChatCalls;
  outbox: ChatOutbox;
  /** The spec's 3 seconds unless a test needs it shorter. */
  pollIntervalMs?: number;
}

export function ChatPanel({
  category,
  chatId,
  calls,
  outbox,
  pollIntervalMs = pollIntervalsMs.chat,
}: ChatPanelProps) {
  const t = useChatText();
  const checkText = useCheckText();
  const { state, loadedAt, refresh, earlier } = useChat(calls, category, chatId, pollIntervalMs);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const messages = state.kind === 'ready' ? state.chat.messages : [];
  const pending = usePendingDisplay(outbox.items, loadedAt);
  // Earlier messages put above do not count as new: only the end of the log and the outbox do.
  const scroll = useStickToBottom(logRef, `${messages.at(-1)?.Id}:${pending.shown.length}`);

  // Earlier messages load above what the reader is looking at, which stays where it was on the screen:
  // the distance from the log's end is kept across the insertion.
  const fromEnd = useRef<number | null>(null);
  const loadEarlier = () => {
    const log = logRef.current;
    if (!earlier.has || earlier.loading || !log) return;
    fromEnd.current = log.scrollHeight - log.scrollTop;
    void earlier.load();
  };
  const firstId = messages[0]?.Id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first message changes
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && fromEnd.current !== null) log.scrollTop = log.scrollHeight - fromEnd.current;
    fromEnd.current = null;
  }, [firstId]);

  // A message leaving the outbox has reached the server: show it now rather than at the next poll.
  const waiting = useRef(outbox.items.length);
  useEffect(() => {
    if (outbox.items.length < waiting.current) refresh();
    waiting.current = outbox.items.length;
  }, [outbox.items.length, refresh]);

  const send = async ({ text, imageDataUrl }: Draft): Promise<boolean> => {
    if (!text.trim() && !imageDataUrl) {
      window.alert(t('messageRequired'));
      return false;
    }
    const input = newChatInputSchema.safeParse({
      ChatId: chatId,
      Category: category,
      Message: text,
      ImageData: imageDataUrl ?? '',
      ReplyToChatId: replyTo?.Id ?? '',
    });
    if (!input.success) {
      const message = input.error.issues[0]?.message;
      window.alert(message ? checkText(message) : t('messageRequired'));
      return false;
    }
    try {
      const outcome = await calls.send(input.data);
      if (outcome.state === 'refused') {
        window.alert(outcome.message);
        return false;
      }
      if (outcome.state === 'sent') pending.markSent(outcome.key);
    } catch (error) {
      console.error('Could not send the message', error);
      window.alert(t('unreachable'));
      return false;
    }
    setReplyTo(null);
    scroll.scrollToBottom();
    refresh();
    return true;
  };

  const remove = async (message: ChatMessage) => {
    if (!calls.remove || !window.confirm(t('deleteConfirm'))) return;
    try {
      const answer = await calls.remove(message.Id);
      if (!answer.success) return window.alert(answer.message);
      if (replyTo?.Id === message.Id) setReplyTo(null);
      refresh();
    } catch (error) {
      console.error('Could not delete the message', error);
      window.alert(t('unreachable'));
    }
  };

  // One function for every render, so a message whose data has not changed is not drawn again (MessageItem is
  // memoised): a chat of thousands loads its older pages without redrawing the ones already shown.
  const latestRemove = useRef(remove);
  useLayoutEffect(() => {
    latestRemove.current = remove;
  });
  const onDelete = useCallback((message: ChatMessage) => void latestRemove.current(message), []);

  if (state.kind === 'loading') {
    // A chat the worker has no answer for (first opened offline) stays loading; your messages in the
    // outbox are on this device all the same, and must stay visible until they leave. Otherwise the log's
    // frame holds the spinner, and the composer's place is held under it: the chat keeps its size when the
    // messages come, so nothing under it moves.
    return (
      <div className="chat">
        {pending.shown.length === 0 ? (
          <div className="chat__log-frame">
            <div className="chat__log chat__log--loading">
              <Spinner label={t('loading')} />
            </div>
          </div>
        ) : (
          <>
            <Spinner label={t('loading')} />
            <MessageList
              logRef={logRef}
              scroll={scroll}
              messages={[]}
              userId=""
              pending={pending.shown}
              outbox={outbox}
              canAct={false}
              onReply={() => undefined}
              onDelete={() => undefined}
            />
          </>
        )}
        <ComposerPlace />
      </div>
    );
  }
  if (state.kind === 'refused') {
    return (
      <Notice tone="error" title={state.message}>
        <Button onClick={refresh}>{t('retry')}</Button>
      </Notice>
    );
  }
  const { userId, status } = state.chat;
  const open = status !== closedChatStatus;
  return (
    <div className="chat">
      <MessageList
        logRef={logRef}
        scroll={scroll}
        messages={messages}
        userId={userId}
        pending={pending.shown}
        outbox={{
          ...outbox,
          discard: (key) => {
            pending.markDiscarded(key);
            return outbox.discard(key);
          },
        }}
        canAct={open}
        earlier={{ has: earlier.has, loading: earlier.loading, load: loadEarlier }}
        onReply={setReplyTo}
        {...(calls.remove ? { onDelete } : {})}
      />
      {open ? (
        <Composer
          replyTo={replyTo}
          userId={userId}
          onCancelReply={() => setReplyTo(null)}
          onSend={send}
          draftKey={`${category}:${chatId}`}
        />
      ) : (
        <Notice title={t('notAvailable')} />
      )}
    </div>
  );
}
