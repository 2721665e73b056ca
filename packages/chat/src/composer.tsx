// Writes a message: text, an image (checked before it is read), or both, optionally replying to one.
import { type ChatMessage, maxChatMessageLength } from '@callout/contracts/support';
import { Button } from '@callout/ui/button';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useComposerDraft } from './composer-draft';
import { Quote } from './quote';
import { acceptedImageTypes, readImage } from './read-image';
import { useChatText } from './use-chat-text';

export interface Draft {
  text: string;
  imageDataUrl: string | null;
}

export interface ComposerProps {
  replyTo: ChatMessage | null;
  userId: string;
  onCancelReply: () => void;
  /** Resolves true when the message was sent or queued, so the draft can be cleared. */
  onSend: (draft: Draft) => Promise<boolean>;
  /** Keeps the half-written text on the device under this key (one per chat), across reloads. */
  draftKey?: string | undefined;
}

export function Composer({ replyTo, userId, onCancelReply, onSend, draftKey }: ComposerProps) {
  const t = useChatText();
  const [text, setText] = useComposerDraft(draftKey);
  const [image, setImage] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();

  // Choosing Reply on a message brings the cursor here.
  useEffect(() => {
    if (replyTo) textRef.current?.focus();
  }, [replyTo]);

  const clearImage = () => {
    setImage(null);
    if (fileRef.current) fileRef.current.value = '';
  };

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return setImage(null);
    const checked = await readImage(file).catch(() => ({ kind: 'not-image' as const }));
    if (checked.kind === 'ok') return setImage(checked.dataUrl);
    // Alert, and the file is cleared.
    clearImage();
    window.alert(t(checked.kind === 'too-large' ? 'imageTooLarge' : 'imageType'));
  };

  // The box empties at once, since the message shows as sending in the log, so the next one can be typed
  // straight away (the outbox keeps them in order). A refused draft comes back unless a new one was started.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { text, imageDataUrl: image };
    setText('');
    clearImage();
    if (await onSend(draft)) return;
    if (!textRef.current?.value) setText(draft.text);
    setImage((current) => current ?? draft.imageDataUrl);
  };

  // Enter sends, Shift+Enter starts a new line, as in most chats.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      {replyTo ? (
        <div className="chat-composer__reply">
          <p className="visually-hidden">
            {t('replyingTo', {
              name: replyTo.SenderId === userId ? t('you') : (replyTo.Name ?? t('someone')),
            })}
          </p>
          <Quote message={replyTo} userId={userId} />
          <Button variant="link" onClick={onCancelReply}>
            {t('cancelReply')}
          </Button>
        </div>
      ) : null}
      <label className="field__label" htmlFor={`${id}-text`}>
        {t('message')}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-text`}
        className="field__input chat-composer__text"
        rows={2}
        maxLength={maxChatMessageLength}
        placeholder={t('messagePlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer__row">
        <div className="chat-composer__attach">
          <label className="field__label" htmlFor={`${id}-image`}>
            {t('attach')}
          </label>
          <input
            ref={fileRef}
            id={`${id}-image`}
            type="file"
            accept={acceptedImageTypes.join(',')}
            aria-describedby={`${id}-hint`}
            onChange={(event) => void pickImage(event)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {t('attachHint')}
          </p>
        </div>
        <Button type="submit">{t('send')}</Button>
      </div>
      {image ? (
        <figure className="chat-composer__preview">
          <img src={image} alt={t('imagePreview')} />
          <Button variant="link" onClick={clearImage}>
            {t('removeImage')}
          </Button>
        </figure>
      ) : null}
    </form>
  );
}

/**
 * The composer's place while the chat loads (layout shifts): its boxes and words at their real
 * size, unseen, with no label, name or control anyone can reach, so what stands under the chat (an
 * operator's case details) does not move down when the chat comes. Keep it in step with Composer above.
 */
export function ComposerPlace() {
  const t = useChatText();
  return (
    <div className="chat-composer chat-composer--place" aria-hidden="true">
      <span className="field__label">{t('message')}</span>
      <textarea className="field__input chat-composer__text" rows={2} disabled tabIndex={-1} />
      <div className="chat-composer__row">
        <div className="chat-composer__attach">
          <span className="field__label">{t('attach')}</span>
          <input type="file" disabled tabIndex={-1} />
          <p className="field__hint">{t('attachHint')}</p>
        </div>
        <Button disabled tabIndex={-1}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
