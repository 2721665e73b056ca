// A finished order's problem: for the customer "Report a problem" while the window is open, then what was
// reported, the provider's offer (accept or decline), the decision and the chat; for the provider the same
// with their payout (held, at risk) and an offer of their own.
import { formatDateTime, formatMoney } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { messageFor } from '@callout/module-kit/errors';
import { useMutation, useQuery, useQueryClient } from '@callout/query';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { answerDisputeOffer, orderDisputeQueryOptions } from '../api/order-dispute-api';
import { DisputeChat } from './dispute-chat';
import { DisputeOfferForm } from './dispute-offer-form';
import { ReportProblemForm } from './report-problem-form';

export function DisputeSection({ accountType, orderId }: { accountType: AccountType; orderId: string }) {
  const { t } = useTranslation('orders');
  const client = useQueryClient();
  const options = orderDisputeQueryOptions(accountType, orderId);
  const query = useQuery(options);
  const [reporting, setReporting] = useState(false);
  const reload = () => void client.invalidateQueries({ queryKey: options.queryKey });
  const answer = useMutation({
    mutationFn: (choice: 'ACCEPT' | 'DECLINE') => answerDisputeOffer(orderId, choice),
    onSuccess: reload,
  });

  if (query.isPending) return <Spinner label={t('dispute.loading')} />;
  if (query.isError) {
    return (
      <Notice tone="error" title={t('dispute.loadFailed')}>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('dispute.retry')}
        </Button>
      </Notice>
    );
  }
  const { Dispute: dispute, ReportUntil: reportUntil } = query.data;
  if (!dispute) {
    if (accountType !== 'user' || !reportUntil) return null;
    return (
      <section className="card or-dispute" aria-labelledby="dispute-heading">
        <h2 id="dispute-heading">{t('dispute.report')}</h2>
        <p>{t('dispute.reportLead')}</p>
        <p className="or-dispute__muted">{t('dispute.reportUntil', { when: formatDateTime(reportUntil) })}</p>
        {reporting ? (
          <ReportProblemForm
            orderId={orderId}
            onCancel={() => setReporting(false)}
            onReported={() => {
              setReporting(false);
              reload();
            }}
          />
        ) : (
          <Button variant="secondary" onClick={() => setReporting(true)}>
            {t('dispute.report')}
          </Button>
        )}
      </section>
    );
  }

  const money = (amount: number) => formatMoney(amount, dispute.Currency);
  const offer = dispute.Offer;
  const payout = dispute.Payout;
  return (
    <section className="card or-dispute" aria-labelledby="dispute-heading">
      <h2 id="dispute-heading">{t('dispute.title')}</h2>
      <p>
        <strong>{t(`dispute.status.${dispute.Status}`)}</strong>
      </p>
      <p className="or-dispute__muted">
        {t('dispute.reportedAt', { when: formatDateTime(dispute.OpenedAt) })}
      </p>
      <p>
        {t(`dispute.reasons.${dispute.Reason}`)}: {dispute.Description}
      </p>
      {dispute.Photos.length > 0 ? (
        <ul className="or-dispute__photos">
          {dispute.Photos.map((link, index) => (
            <li key={link}>
              <img src={link} alt={t('dispute.photoAlt', { number: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {payout ? (
        <p>
          {t('dispute.payout.title')}:{' '}
          {payout.Held
            ? t('dispute.payout.held', { amount: money(payout.Amount) })
            : payout.AtRisk
              ? t('dispute.payout.atRisk', { amount: money(payout.Transferred) })
              : t('dispute.payout.released', { amount: money(payout.Amount) })}
        </p>
      ) : null}
      {offer ? (
        <div className="or-dispute__offer">
          <h3>{t('dispute.offer.title')}</h3>
          <p>
            {offer.Kind === 'PARTIAL_REFUND' && offer.Amount !== null
              ? t('dispute.offer.refund', { amount: money(offer.Amount) })
              : t('dispute.offer.visit')}
            {offer.Note ? ` · ${offer.Note}` : ''} · {t(`dispute.offer.status.${offer.Status}`)}
          </p>
          {accountType === 'user' && dispute.Status === 'OPEN' && offer.Status === 'OFFERED' ? (
            <p className="or-dispute__actions">
              <Button
                loading={answer.isPending && answer.variables === 'ACCEPT'}
                onClick={() => answer.mutate('ACCEPT')}
              >
                {t('dispute.offer.accept')}
              </Button>
              <Button
                variant="secondary"
                loading={answer.isPending && answer.variables === 'DECLINE'}
                onClick={() => answer.mutate('DECLINE')}
              >
                {t('dispute.offer.decline')}
              </Button>
            </p>
          ) : null}
          {answer.isError ? (
            <Notice tone="error" title={messageFor(answer.error, t('dispute.failed'))} />
          ) : null}
        </div>
      ) : null}
      {accountType === 'provider' && dispute.Status === 'OPEN' && offer?.Status !== 'OFFERED' ? (
        <DisputeOfferForm
          orderId={orderId}
          refundable={dispute.Refundable}
          currency={dispute.Currency}
          onOffered={reload}
        />
      ) : null}
      {dispute.Decision ? (
        <div>
          <h3>{t('dispute.decision.title')}</h3>
          <p>
            {t(`dispute.decision.outcomes.${dispute.Decision.Outcome}`, {
              amount: money(dispute.Decision.Refund),
            })}
          </p>
          {dispute.Decision.Note ? (
            <p>{t('dispute.decision.note', { note: dispute.Decision.Note })}</p>
          ) : null}
        </div>
      ) : null}
      {dispute.RefundRefused && accountType === 'user' ? (
        <Notice tone="error" title={t('dispute.refundRefused')} />
      ) : null}
      <DisputeChat accountType={accountType} orderId={orderId} dispute={dispute} onSent={reload} />
    </section>
  );
}
