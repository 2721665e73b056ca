// The replied-to message, quoted above a reply (in the log, in the composer and on a waiting message).
import type { ChatMessage } from '@callout/contracts/support';
import { useChatText } from './use-chat-text';

const excerptLength = 120;

export function Quote({ message, userId }: { message: ChatMessage | undefined; userId: string }) {
  const t = useChatText();
  if (!message) {
    return <blockquote className="chat-quote chat-quote--gone">{t('quotedDeleted')}</blockquote>;
  }
  const name = message.SenderId === userId ? t('you') : (message.Name ?? t('someone'));
  const text = message.Message ?? '';
  return (
    <blockquote className="chat-quote" aria-label={t('quoteOf', { name })}>
      <strong className="chat-quote__name">{name}</strong>{' '}
      {text ? (text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text) : t('quotedImage')}
    </blockquote>
  );
}
