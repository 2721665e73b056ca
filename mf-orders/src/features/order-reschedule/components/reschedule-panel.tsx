// Date changes on an order page, for both sides: Reschedule (the form), the proposal waiting for an answer
// (Accept and Decline for the other side, Withdraw for its proposer), a proposal still in the outbox, and
// the moves made ("Moved from … to …").
import { windowLabel } from '@callout/contracts/arrival-windows';
import type { BookedTime, Reschedule } from '@callout/contracts/reschedule';
import { formatJobDay } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { useOutbox } from '@callout/offline/use-outbox';
import { useQuery, useQueryClient } from '@callout/query';
import { useAnnounce } from '@callout/ui/announce';
import { Button } from '@callout/ui/button';
import { useId, useState } from 'react';
import type { AccountType } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { formatPrice } from '../../../lib/format';
import type { OrderDetails } from '../../../lib/order';
import { answerReschedule } from '../api/answer-reschedule';
import { reschedulesQueryOptions } from '../api/get-reschedules';
import { type ProposalOutcome, rescheduleScope } from '../api/propose-reschedule';
import { RescheduleForm } from './reschedule-form';

const when = (time: BookedTime) =>
  formatJobDay(time.Date, time.Start && time.End ? windowLabel({ Start: time.Start, End: time.End }) : null);

interface Props {
  accountType: AccountType;
  order: OrderDetails;
  onChanged: () => void;
}

export function ReschedulePanel({ accountType, order, onChanged }: Props) {
  const { t } = useTranslation('orders');
  const titleId = useId();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const options = reschedulesQueryOptions(accountType, order.id);
  const reschedules = useQuery(options);
  const waiting = useOutbox(rescheduleScope(order.id)).filter((item) => item.status === 'sending');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const side = accountType === 'provider' ? 'provider' : 'customer';
  const status = order.info.OrderStatus;
  const movable = Boolean(order.info.PersonnelID) && (status === 'NEW ORDER' || status === 'SCHEDULED');
  const pending = reschedules.data?.Pending ?? null;
  const moves = reschedules.data?.Moves ?? [];
  const currency = reschedules.data?.Currency ?? order.info.Currency;

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: options.queryKey });
    onChanged();
  };
  const proposed = (outcome: ProposalOutcome) => {
    if (outcome.state === 'refused') return alertMessage(outcome.message);
    setOpen(false);
    announce(outcome.state === 'queued' ? t('reschedule.queued') : outcome.message);
    refresh();
  };
  const answer = async (proposal: Reschedule, reply: 'ACCEPT' | 'DECLINE') => {
    setBusy(true);
    try {
      const result = await answerReschedule(accountType, order.id, proposal.ID, reply);
      if (!result.ok) alertMessage(result.message);
      else announce(result.message);
      refresh();
    } catch (error) {
      console.error('Could not answer the proposal', error);
      alertMessage(t('reschedule.answerFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (!movable && moves.length === 0) return null;
  return (
    <section className="card or-reschedule" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('reschedule.title')}</h2>
      {pending ? (
        <fieldset className="or-reschedule__pending" aria-label={t('reschedule.pendingLabel')}>
          <p>
            {t(
              pending.By === 'customer' ? 'reschedule.proposedByCustomer' : 'reschedule.proposedByProvider',
              {
                from: when(pending.From),
                to: when(pending.To),
              },
            )}
          </p>
          {pending.Charge > 0 ? (
            <p>{t('reschedule.pendingCosts', { amount: formatPrice(pending.Charge, currency) })}</p>
          ) : null}
          <div className="or-dialog__buttons">
            {pending.By === side ? (
              <Button variant="secondary" loading={busy} onClick={() => void answer(pending, 'DECLINE')}>
                {t('reschedule.withdraw')}
              </Button>
            ) : (
              <>
                <Button loading={busy} onClick={() => void answer(pending, 'ACCEPT')}>
                  {t('reschedule.accept')}
                </Button>
                <Button variant="secondary" loading={busy} onClick={() => void answer(pending, 'DECLINE')}>
                  {t('reschedule.decline')}
                </Button>
              </>
            )}
          </div>
        </fieldset>
      ) : null}
      {waiting.length ? <output className="or-reschedule__queued">{t('reschedule.queued')}</output> : null}
      {movable && !pending && !waiting.length ? (
        open ? (
          <RescheduleForm
            accountType={accountType}
            order={order}
            onDone={proposed}
            onKeep={() => setOpen(false)}
          />
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('reschedule.open')}
          </Button>
        )
      ) : null}
      {moves.length ? (
        <ul className="or-reschedule__history" aria-label={t('reschedule.history')}>
          {moves.map((move) => (
            <li key={move.ID}>
              {t('reschedule.moved', { from: when(move.From), to: when(move.To) })}
              {move.Charge > 0 ? ` (${formatPrice(move.Charge, currency)})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
