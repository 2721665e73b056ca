// One dispute opened in the console: what the customer said and showed, the provider's payout (held, at
// risk), the offer, the chat with a box to write as Callout, and, while open, the decision form.
import { readImage } from '@callout/chat/read-image';
import { formatDateTime, formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation, useQuery, useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { LoadError } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/text-area-field';
import { disputeQueryOptions, sendDisputeMessage } from '../api/disputes-api';
import { DisputeDecisionForm } from './dispute-decision-form';

export function DisputeDetail({
  disputeId,
  onDecided,
}: {
  disputeId: string;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation('ops');
  const client = useQueryClient();
  const query = useQuery(disputeQueryOptions(disputeId));
  const [message, setMessage] = useState('');
  const [picture, setPicture] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const pictureInput = useRef<HTMLInputElement>(null);
  const pictureId = useId();
  const send = useMutation({
    mutationFn: (sent: { text: string; picture: string | null }) =>
      sendDisputeMessage(disputeId, sent.text, sent.picture),
    onSuccess: () => {
      setMessage('');
      setPicture(null);
      if (pictureInput.current) pictureInput.current.value = '';
      void client.invalidateQueries({ queryKey: disputeQueryOptions(disputeId).queryKey });
    },
  });
  const dispute = query.data;
  if (!dispute) {
    return query.isError ? (
      <LoadError
        labels={{ loadFailed: t('people.loadFailed'), retry: t('people.retry') }}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Spinner label={t('people.loading')} />
    );
  }
  const payout = dispute.Payout;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    setProblem(null);
    const file = event.target.files?.[0];
    if (!file) return setPicture(null);
    const read = await readImage(file);
    const dataUrl = read.kind === 'ok' ? read.dataUrl : null;
    if (!dataUrl) {
      setProblem(t('disputes.chat.pictureRefused', { name: file.name }));
      event.target.value = '';
    }
    setPicture(dataUrl);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim() || picture) send.mutate({ text: message.trim(), picture });
  };

  return (
    <div className="ops-dispute">
      <dl className="ops-fields">
        <div>
          <dt>{t('disputes.fields.reason')}</dt>
          <dd>{t(`disputes.reasons.${dispute.Reason}`)}</dd>
        </div>
        <div>
          <dt>{t('disputes.fields.description')}</dt>
          <dd>{dispute.Description}</dd>
        </div>
        <div>
          <dt>{t('disputes.fields.parties')}</dt>
          <dd>
            {dispute.CustomerID} · {dispute.ProviderID}
          </dd>
        </div>
        <div>
          <dt>{t('disputes.fields.refundable')}</dt>
          <dd>{formatMoney(dispute.Refundable, dispute.Currency)}</dd>
        </div>
        {payout ? (
          <div>
            <dt>{t('disputes.fields.payout')}</dt>
            <dd>
              {formatMoney(payout.Amount, payout.Currency)}
              {payout.Held ? ` · ${t('disputes.payout.held')}` : ''}
              {payout.AtRisk ? ` · ${t('disputes.payout.atRisk')}` : ''}
            </dd>
          </div>
        ) : null}
        {dispute.Offer ? (
          <div>
            <dt>{t('disputes.fields.offer')}</dt>
            <dd>
              {dispute.Offer.Kind === 'PARTIAL_REFUND' && dispute.Offer.Amount !== null
                ? t('disputes.offer.refund', { amount: formatMoney(dispute.Offer.Amount, dispute.Currency) })
                : t('disputes.offer.visit')}{' '}
              ({t(`disputes.offer.status.${dispute.Offer.Status}`)})
            </dd>
          </div>
        ) : null}
        {dispute.Decision ? (
          <div>
            <dt>{t('disputes.fields.decision')}</dt>
            <dd>
              {t(`disputes.outcomes.${dispute.Decision.Outcome}`)} ·{' '}
              {formatMoney(dispute.Decision.Refund, dispute.Currency)} · {dispute.Decision.Note}
            </dd>
          </div>
        ) : null}
      </dl>
      {dispute.RefundRefused ? (
        <Notice tone="error" title={t('disputes.refundRefused', { reason: dispute.RefundRefused })} />
      ) : null}
      {dispute.Photos.length > 0 ? (
        <div className="ops-documents">
          {dispute.Photos.map((link, index) => (
            <figure key={link} className="ops-document">
              <a href={link} target="_blank" rel="noreferrer">
                <img src={link} alt={t('disputes.photoAlt', { number: index + 1 })} loading="lazy" />
              </a>
            </figure>
          ))}
        </div>
      ) : null}
      <h4>{t('disputes.chat.title')}</h4>
      <ol className="ops-dispute__chat" aria-label={t('disputes.chat.title')}>
        {dispute.Messages.length === 0 ? <li>{t('disputes.chat.empty')}</li> : null}
        {dispute.Messages.map((entry) => (
          <li key={entry.Id}>
            <strong>{t(`disputes.chat.from.${entry.From}`)}</strong>{' '}
            <span className="ops-muted">{formatDateTime(entry.Date)}</span>
            {entry.Message ? <p>{entry.Message}</p> : null}
            {entry.Image ? (
              <a href={entry.Image} target="_blank" rel="noreferrer">
                <img
                  src={entry.Image}
                  alt={t('disputes.chat.pictureAlt', { from: t(`disputes.chat.from.${entry.From}`) })}
                  loading="lazy"
                />
              </a>
            ) : null}
          </li>
        ))}
      </ol>
      {dispute.Status === 'OPEN' ? (
        <>
          <form onSubmit={submit} noValidate>
            <TextAreaField
              label={t('disputes.chat.message')}
              value={message}
              maxLength={2000}
              rows={2}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="field">
              <label className="field__label" htmlFor={pictureId}>
                {t('disputes.chat.picture')}
              </label>
              <input
                ref={pictureInput}
                id={pictureId}
                className="field__input"
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                onChange={(event) => void pick(event)}
              />
            </div>
            {problem ? <Notice tone="error" title={problem} /> : null}
            {send.isError ? (
              <Notice tone="error" title={messageFor(send.error, t('people.networkError'))} />
            ) : null}
            <Button type="submit" variant="secondary" loading={send.isPending}>
              {t('disputes.chat.send')}
            </Button>
          </form>
          <DisputeDecisionForm dispute={dispute} onDecided={onDecided} />
        </>
      ) : null}
    </div>
  );
}
