// 'Bid published jobs': a panel over the dashboard, opened by Find Jobs or the icon by
// the rating, closed by its X (or Escape). Focus moves into it on open and back to the opener on close.

import { useTranslation } from '@callout/i18n/react';
import { PushOfferCard } from '@callout/module-kit/push/push-offer-card';
import { Link } from '@callout/router';
import { useAnnounce, useArrivals, useArrivingKeys } from '@callout/ui/announce';
import { Icon } from '@callout/ui/icon';
import { ListState } from '@callout/ui/list-state';
import { LoadMore } from '@callout/ui/load-more';
import { useEffect, useRef } from 'react';
import { useListLabels } from '../../../hooks/use-list-labels';
import { useServiceArea } from '../../service-area/api/service-area';
import { useBidPolling } from '../hooks/use-bid-polling';
import { BidJobCard, jobTitle } from './bid-job-card';

export function BidPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('provider');
  const listLabels = useListLabels();
  const { jobs, pageKeys, status, toggleBid, more, loadingMore, loadMore } = useBidPolling(open);
  // Without a service area every published job is shown (booking/provider-bids.ts): say so, and where to set one.
  const area = useServiceArea();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announce = useAnnounce();
  // The jobs of the first answer were there when the panel opened; a job published later is news.
  // Jobs of a page loaded on request were there all along: not news.
  const arrived = useArrivals(useArrivingKeys(pageKeys), {
    ready: open && status === 'ready',
    onArrive: (ids) =>
      announce(
        jobs
          .filter((job) => ids.includes(job.OrderId))
          .map((job) => t('bids.newJob', { job: jobTitle(job) }))
          .join(' '),
      ),
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    headingRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <aside className="card pv-bid-panel" aria-labelledby="pv-bids-title">
      <header className="pv-bid-panel__header">
        <h2 id="pv-bids-title" ref={headingRef} tabIndex={-1}>
          {t('bids.title')}
        </h2>
        <button type="button" className="pv-icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('bids.close')}</span>
        </button>
      </header>
      {/* Opening the bids is when pushes start to matter: a new job or an accepted bid comes any time. */}
      <PushOfferCard active audience="provider" />
      {area.isSuccess && area.data === null ? (
        <p className="pv-bid-panel__note">
          {t('bids.anywhere')} <Link to="/provider/schedules">{t('bids.setArea')}</Link>
        </p>
      ) : null}
      {/* Polls go on after a failure, so this is a note that clears itself, not a retry button. */}
      {status === 'error' ? (
        <p className="field__status field__status--invalid">{t('bids.loadFailed')}</p>
      ) : (
        <ListState
          labels={listLabels}
          emptyClassName="pv-empty"
          status={status}
          hasItems={jobs.length > 0}
          emptyText={t('empty.noRecords')}
        />
      )}
      <ul className="pv-rows" aria-label={t('bids.listLabel')}>
        {jobs.map((job) => (
          <BidJobCard
            key={job.OrderId}
            job={job}
            arrived={arrived.has(job.OrderId)}
            onBidChanged={() => toggleBid(job.OrderId)}
          />
        ))}
      </ul>
      {/* Later jobs, soonest first: as the list's end scrolls into view, or with the button. */}
      {more ? (
        <LoadMore
          label={t('bids.loadMore')}
          loading={loadingMore}
          loadedKey={jobs.length}
          onLoad={loadMore}
        />
      ) : null}
    </aside>
  );
}
