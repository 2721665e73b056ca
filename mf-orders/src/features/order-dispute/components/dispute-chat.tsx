// The problem's own chat: the customer, the provider and Callout; a box to write (and a photo to add) while
// it is open. The page hears of new messages on the live stream, so the other side's appear by themselves.

import { readImage } from '@callout/chat/read-image';
import type { Dispute } from '@callout/contracts/disputes';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { sendDisputeMessage } from '../api/order-dispute-api';

export function DisputeChat({
  accountType,
  orderId,
  dispute,
  onSent,
}: {
  accountType: AccountType;
  orderId: string;
  dispute: Dispute;
  onSent: () => void;
}) {
  const { t } = useTranslation('orders');
  const id = useId();
  const [message, setMessage] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (sent: { text: string; picture: string | null }) =>
      sendDisputeMessage(accountType, orderId, sent.text, sent.picture),
    onSuccess: () => {
      setMessage('');
      setPicture(null);
      if (pictureInput.current) pictureInput.current.value = '';
      onSent();
    },
  });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    setProblem(null);
    const file = event.target.files?.[0];
    if (!file) return setPicture(null);
    const read = await readImage(file);
    if (read.kind !== 'ok') {
      setProblem(t('dispute.photoRefused', { name: file.name }));
      event.target.value = '';
    }
    setPicture(read.kind === 'ok' ? read.dataUrl : null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() || picture) send.mutate({ text: message.trim(), picture });
  };
  return (
    <div className="or-dispute__chat">
      <h3 id={`${id}-title`}>{t('dispute.chat.title')}</h3>
      <ol aria-labelledby={`${id}-title`}>
        {dispute.Messages.length === 0 ? <li>{t('dispute.chat.empty')}</li> : null}
        {dispute.Messages.map((entry) => (
          <li key={entry.Id}>
            <strong>{t(`dispute.chat.from.${entry.From}`)}</strong>{' '}
            <span className="or-dispute__muted">{formatDateTime(entry.Date)}</span>
            {entry.Message ? <p>{entry.Message}</p> : null}
            {entry.Image ? (
              <a href={entry.Image} target="_blank" rel="noreferrer">
                <img
                  className="or-dispute__chat-picture"
                  src={entry.Image}
                  alt={t('dispute.chat.pictureAlt', { from: t(`dispute.chat.from.${entry.From}`) })}
                  loading="lazy"
                />
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      {dispute.Status === 'OPEN' ? (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-message`}>
              {t('dispute.chat.message')}
            </label>
            <textarea
              id={`${id}-message`}
              className="field__input"
              rows={2}
              maxLength={2000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-picture`}>
              {t('dispute.chat.picture')}
            </label>
            <input
              ref={pictureInput}
              id={`${id}-picture`}
              className="field__input"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              onChange={(event) => void pick(event)}
            />
          </div>
          {problem ? <Notice tone="error" title={problem} /> : null}
          {send.isError ? <Notice tone="error" title={messageFor(send.error, t('dispute.failed'))} /> : null}
          <Button type="submit" variant="secondary" loading={send.isPending}>
            {t('dispute.chat.send')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
