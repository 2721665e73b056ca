// Instant or weekly payouts. Shown only when the server answers the payout choice: a server
// without payouts simply has no such section.

import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor } from '@callout/module-kit/errors';
import { Link } from '@callout/router';
import { useId, useState } from 'react';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialogs';
import { usePayoutSchedule } from '../api/get-payout-schedule';
import { type PayoutSchedule, payoutScheduleSchema } from '../api/payout-schedule-schema';
import { setPayoutSchedule } from '../api/set-payout-schedule';

const labels = { INSTANT: 'instant', WEEKLY: 'weekly' } as const;

export function PayoutChoice() {
  const { t } = useTranslation('provider');
  const name = useId();
  const current = usePayoutSchedule();
  const [chosen, setChosen] = useState<PayoutSchedule | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  if (current.data === undefined) return null;
  const value = chosen ?? current.data;

  const choose = async (next: PayoutSchedule) => {
    const previous = value;
    setChosen(next);
    setSaved(null);
    setPending(true);
    try {
      setSaved((await setPayoutSchedule({ value: next })).message);
    } catch (error) {
      console.error('Saving the payout choice failed', error);
      setChosen(previous);
      alertMessage(isNetworkFailure(error) ? t('errors.network') : messageFor(error, t('payouts.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <fieldset className="card pv-payouts" aria-busy={pending || undefined}>
      <legend>{t('payouts.choiceTitle')}</legend>
      {payoutScheduleSchema.options.map((option) => (
        <label key={option} className="pv-radio">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={pending}
            onChange={() => void choose(option)}
          />
          <span>
            <strong>{t(`payouts.${labels[option]}`)}</strong>
            <span className="pv-meta pv-block">{t(`payouts.${labels[option]}Hint`)}</span>
          </span>
        </label>
      ))}
      {saved ? <output className="pv-meta pv-block">{saved}</output> : null}
      {/* Payouts are reported to HMRC: the details it needs are given beside the payout choice. */}
      <p className="pv-meta pv-block">
        <Link to={paths.taxDetails.getHref()}>{t('payouts.taxDetails')}</Link>
      </p>
    </fieldset>
  );
}
