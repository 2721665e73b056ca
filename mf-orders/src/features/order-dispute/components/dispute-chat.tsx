// The problem's own chat: the customer, the provider and Callout; a box to write while it is open.
import type { Dispute } from '@callout/contracts/disputes';
import { formatDateTime } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { type FormEvent, useId, useState } from 'react';
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
  const send = useMutation({
    mutationFn: (text: string) => sendDisputeMessage(accountType, orderId, text),
    onSuccess: () => {
      setMessage('');
      onSent();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim()) send.mutate(message.trim());
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
            <p>{entry.Message}</p>
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
          {send.isError ? <Notice tone="error" title={messageFor(send.error, t('dispute.failed'))} /> : null}
          <Button type="submit" variant="secondary" loading={send.isPending}>
            {t('dispute.chat.send')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
