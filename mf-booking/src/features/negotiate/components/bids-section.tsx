// While a job is published: the waiting text with Cancel, and the bid cards as they arrive.
import type { BiddingProvider } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { ProviderCard } from '../../../components/provider-card';

export function BidsSection({
  bids,
  cancelling,
  onEngage,
  onCancel,
}: {
  bids: BiddingProvider[];
  /** The job is being cancelled on the server. */
  cancelling: boolean;
  onEngage: (bid: BiddingProvider) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <section className="bk-bids" aria-labelledby="bk-bids-title">
      <h2 id="bk-bids-title">{t('negotiate.bidsTitle')}</h2>
      <div className="bk-waiting">
        <span className="spinner" aria-hidden="true" />
        <output>{t('negotiate.waiting')}</output>
        <Button variant="secondary" loading={cancelling} onClick={onCancel}>
          {t('negotiate.cancel')}
        </Button>
      </div>
      {/* Announced as they arrive: the list changes while the customer waits. */}
      <ul className="bk-providers" aria-live="polite" aria-label={t('negotiate.bidsList')}>
        {bids.map((bid) => (
          <ProviderCard
            key={bid.PersonnelID}
            provider={bid}
            distance={bid.Distance}
            onChoose={() => onEngage(bid)}
          />
        ))}
      </ul>
    </section>
  );
}
