// While a job is published: the waiting text with Cancel, and the bid cards as they arrive.
import type { BiddingProvider } from '@callout/contracts/catalog';
import { useTranslation } from '@callout/i18n/react';
import { money } from '@callout/module-kit/money';
import { useAnnounce, useArrivals, useArrivingKeys } from '@callout/ui/announce';
import { Button } from '@callout/ui/button';
import { LoadMore } from '@callout/ui/load-more';
import { ProviderCard } from '../../../components/provider-card';

export function BidsSection({
  bids,
  pageKeys,
  more,
  cancelling,
  onEngage,
  onCancel,
}: {
  bids: BiddingProvider[];
  /** The bidders of each loaded page: a page loaded on request is not news. */
  pageKeys: string[][];
  /** Later bids to load (as the list's end scrolls into view, or with the button); null when none. */
  more: { loading: boolean; load: () => void } | null;
  /** The job is being cancelled on the server. */
  cancelling: boolean;
  onEngage: (bid: BiddingProvider) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('booking');
  const announce = useAnnounce();
  const nameOf = (bid: BiddingProvider) =>
    [bid.FirstName, bid.LastName].filter(Boolean).join(' ') || t('provider.unnamed');
  // Each new bid is said once through the page's live region (so the list itself is not live) and ringed.
  const arrived = useArrivals(useArrivingKeys(pageKeys), {
    onArrive: (ids) =>
      announce(
        bids
          .filter((bid) => ids.includes(bid.PersonnelID))
          .map((bid) => t('negotiate.newBid', { name: nameOf(bid), price: money(bid.Price, 'GBP') }))
          .join(' '),
      ),
  });
  return (
    <section className="bk-bids" aria-labelledby="bk-bids-title">
      <h2 id="bk-bids-title">{t('negotiate.bidsTitle')}</h2>
      <div className="bk-waiting">
        {/* The wait is the page's state until the first bid; then the bids are there to choose from. */}
        {bids.length === 0 ? (
          <>
            <span className="spinner spinner--ongoing" aria-hidden="true" />
            <output>{t('negotiate.waiting')}</output>
          </>
        ) : (
          <p>{t('negotiate.chooseBid')}</p>
        )}
        <Button variant="secondary" loading={cancelling} onClick={onCancel}>
          {t('negotiate.cancel')}
        </Button>
      </div>
      <ul className="bk-providers" aria-label={t('negotiate.bidsList')}>
        {bids.map((bid) => (
          <ProviderCard
            key={bid.PersonnelID}
            provider={bid}
            miles={bid.Distance}
            arrived={arrived.has(bid.PersonnelID)}
            onChoose={() => onEngage(bid)}
          />
        ))}
      </ul>
      {more ? (
        <LoadMore
          label={t('negotiate.loadMore')}
          loading={more.loading}
          loadedKey={bids.length}
          onLoad={more.load}
        />
      ) : null}
    </section>
  );
}
