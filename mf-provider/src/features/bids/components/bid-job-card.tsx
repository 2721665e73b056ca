// One published job in the bid panel: what, where, when and for how much, with Bid / Withdraw bid.
import { noSpecific } from '@callout/contracts/catalog';
import type { BiddableJob } from '@callout/contracts/provider-jobs';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, messageFor } from '@callout/module-kit/errors';
import { JobNotes } from '@callout/module-kit/job-notes';
import { arrivedClass } from '@callout/ui/announce';
import { Button } from '@callout/ui/button';
import { pictureSize } from '@callout/ui/picture';
import { useState } from 'react';
import { formatDay } from '../../../lib/dates';
import { alertMessage } from '../../../lib/dialogs';
import { pounds } from '../../../lib/money';
import { placeBid } from '../api/place-bid';
import { currentPosition, PositionError } from '../hooks/device-position';

/** What the job is: its category, and its specific when there is one. */
export const jobTitle = (job: BiddableJob) =>
  job.Specifics && job.Specifics !== noSpecific ? `${job.Category} · ${job.Specifics}` : job.Category;

export function BidJobCard({
  job,
  arrived,
  onBidChanged,
}: {
  job: BiddableJob;
  /** Published since the panel opened: highlighted for a moment. */
  arrived?: boolean;
  onBidChanged: () => void;
}) {
  const { t } = useTranslation('provider');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const title = jobTitle(job);
  // The job's day, with its arrival window beside it when the customer picked one.
  const when = job.Window ? `${formatDay(job.Schedule)}, ${job.Window}` : formatDay(job.Schedule);

  const bid = async () => {
    setPending(true);
    setProblem(null);
    try {
      const { lat, lng } = await currentPosition();
      await placeBid({ orderid: job.OrderId, lat, lng });
      onBidChanged();
    } catch (error) {
      console.error('Bidding failed', error);
      if (error instanceof PositionError) {
        setProblem(t(error.problem === 'denied' ? 'bids.locationDenied' : 'bids.locationUnavailable'));
      } else if (isNetworkFailure(error)) {
        setProblem(t('errors.network'));
      } else {
        // A refused bid alerts the server's message.
        alertMessage(messageFor(error, t('bids.failed')));
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <li className={arrived ? `card pv-job ${arrivedClass}` : 'card pv-job'}>
      {job.ProdImage ? (
        <img className="pv-job__image" src={job.ProdImage} alt="" {...pictureSize(job.ProdImage, 64)} />
      ) : null}
      <div className="pv-job__text">
        <h3 className="pv-row__title">{title}</h3>
        <p className="pv-job__price">
          {pounds(job.Price)} {job.PayRate === 'PER HOUR' ? t('rate.perHour') : t('rate.perJob')}
        </p>
        <p>
          {job.ZipCode}, {job.Address}
        </p>
        <p className="pv-meta">{t('bids.scheduled', { date: when })}</p>
        <JobNotes notes={{ Note: job.Note ?? null, Photos: job.Photos ?? [] }} headingLevel={4} />
        {problem ? (
          <p className="field__status field__status--invalid" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <Button
        variant={job.IsBid ? 'secondary' : 'primary'}
        loading={pending}
        onClick={() => void bid()}
        aria-label={t(job.IsBid ? 'bids.withdrawFor' : 'bids.bidFor', {
          job: title,
          date: when,
        })}
      >
        {job.IsBid ? t('bids.withdraw') : t('bids.bid')}
      </Button>
    </li>
  );
}
