// /service/negotiate: the request is sent to the chosen provider, or published for bids; an engaged
// provider shows in the corner panel, from where the customer orders, republishes or cancels.
import { bidProvider, isPublishedJob, type RequestDraft } from '@callout/contracts/booking';
import type { BiddingProvider } from '@callout/contracts/catalog';
import { paymentStatuses } from '@callout/contracts/orders';
import { useTranslation } from '@callout/i18n/react';
import { PushOfferCard } from '@callout/module-kit/push/push-offer-card';
import { Link, useNavigate } from '@callout/router';
import { Button } from '@callout/ui/button';
import { retriedLazy } from '@callout/ui/module-page';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useBookingOrder } from '../../../api/get-booking-order';
import { CustomerPage } from '../../../components/customer-page';
import { DraftProblem } from '../../../components/draft-problem';
import { DraftSummary } from '../../../components/draft-summary';
import { DraftWait } from '../../../components/draft-wait';
import { paths } from '../../../config/paths';
import { useDraftGuard } from '../../../hooks/use-draft-guard';
import { alertMessage, confirmAction } from '../../../lib/dialogs';
import { ServerRefusal } from '../../../lib/errors';
import { JobPhotoUpload } from '../../job-notes/components/job-photo-upload';
import { finalizeRequest } from '../api/finalize-request';
import { useBidPolling } from '../hooks/use-bid-polling';
import { useMapPoints } from '../hooks/use-map-points';
import { useOrderRequest } from '../hooks/use-order-request';
import { useOrderWithdrawal } from '../hooks/use-order-withdrawal';
import { BidsSection } from './bids-section';
import { ChosenProvider } from './chosen-provider';
import { CornerPanel } from './corner-panel';

type DraftState = ReturnType<typeof useDraftGuard>;

/** Payment states in which a request is no longer only waiting: paid, or paid pending the order. */
const settledPayments = new Set<string>(Object.values(paymentStatuses));

const RechooseWindow = retriedLazy(() => import('./rechoose-window'));

function Negotiation({
  draft,
  update,
  clear,
}: { draft: RequestDraft } & Pick<DraftState, 'update' | 'clear'>) {
  const { t } = useTranslation(['booking', 'common']);
  const navigate = useNavigate();
  const request = useOrderRequest(draft, update);
  const bidding = isPublishedJob(draft.Provider);
  const engaged = Boolean(draft.Order) && !bidding;
  const bids = useBidPolling(draft.Order, bidding);
  const points = useMapPoints(draft.Order, draft.ZipCode, engaged);
  const withdrawal = useOrderWithdrawal();
  // Pushes are offered once this page has published the job, not when it opens on one published before.
  const [sentHere, setSentHere] = useState(!draft.Order);
  if (!draft.Order && !sentHere) setSentHere(true);
  const sentOrder = useBookingOrder(draft.Order, draft.Provider).data?.info;
  // A request to the chosen provider that could not be sent (its window taken meanwhile, no connection):
  // their free windows that day are offered again; a pick is kept in the draft and sent at once.
  const rechoosing = !bidding && !draft.Order && Boolean(request.problem);
  // A request for any time that day (after Reorder, or a draft no window was picked for): the provider's
  // free windows are offered from the moment the step opens, while the request still waits for the
  // provider's answer and is unpaid. A pick replaces it with a request for that window.
  // Until the order's state has loaded, one this page has just sent is taken to be waiting, so the windows
  // do not blink out while it loads; one it opened on is not.
  const waitingAnswer =
    !draft.Order ||
    (sentOrder
      ? sentOrder.OrderStatus === 'NEW ORDER' && !settledPayments.has(sentOrder.PaymentStatus)
      : sentHere);
  const offerWindows = rechoosing || (!bidding && Boolean(draft.Provider) && !draft.Window && waitingAnswer);
  const pickWindow = async (start: string) => {
    const held = draft.Order;
    if (withdrawal.pending || (held && !start)) return;
    // The request for any time that day is cancelled first; the draft lets go of it only then.
    if (held && !(await withdrawal.withdraw(held, 'window'))) return;
    await update((current) => {
      if (current.Order !== held || current.Provider !== draft.Provider) return current;
      const { Order: _released, ...next } = current;
      if (start) next.Window = start;
      else delete next.Window;
      return next;
    });
  };

  // Leave first and empty the draft once this page is gone: an emptied draft on screen would make its
  // guard send the customer to /getstarted. Navigations render in a transition, so the page is still
  // drawn when `navigate` returns; its unmount is the moment it has gone.
  const clearOnLeave = useRef<(() => Promise<void>) | null>(null);
  useEffect(
    () => () => {
      void clearOnLeave.current?.();
    },
    [],
  );
  const leaveThenClear = async (href: string) => {
    clearOnLeave.current = clear;
    await navigate(href);
  };

  // Cancel and Publish Job cancel the order on the server first: the draft lets go of it only then.
  const cancel = async () => {
    if (withdrawal.pending || !confirmAction(t('confirm.cancelOrder'))) return;
    if (await withdrawal.withdraw(draft.Order, 'cancel')) await leaveThenClear(paths.dashboard.getHref());
  };

  const engage = async (bid: BiddingProvider) => {
    if (!draft.Order || !confirmAction(t('confirm.proceed'))) return;
    try {
      await finalizeRequest({ orderid: draft.Order, personnel: bid.PersonnelID });
      await update((current) => ({ ...current, Provider: bid.PersonnelID }));
    } catch (error) {
      console.error('Engaging the provider failed', error);
      alertMessage(error instanceof ServerRefusal ? error.message : t('errors.network'));
    }
  };

  const order = async () => {
    const orderId = draft.Order;
    if (!orderId || withdrawal.pending || !confirmAction(t('confirm.order'))) return;
    await leaveThenClear(paths.payments.getHref(orderId));
  };

  const publish = async () => {
    const orderId = draft.Order;
    if (withdrawal.pending || !confirmAction(t('confirm.publishJob'))) return;
    if (!(await withdrawal.withdraw(orderId, 'publish'))) return;
    // Dropping the order makes the page publish a new one to bidders.
    await update((current) =>
      current.Order === orderId ? { ...current, Order: undefined, Provider: bidProvider } : current,
    );
  };

  return (
    <>
      <DraftSummary draft={draft} />
      {!bidding && draft.Provider ? <ChosenProvider draft={draft} providerId={draft.Provider} /> : null}
      {request.problem ? (
        <Notice tone="error" title={request.problem}>
          <Button variant="secondary" onClick={request.retry}>
            {t('common:retry')}
          </Button>
        </Notice>
      ) : null}
      {offerWindows && draft.Provider ? (
        <Suspense fallback={null}>
          <RechooseWindow
            provider={draft.Provider}
            prodid={draft.ProdId}
            date={draft.Scheduled}
            hours={draft.Hours}
            value={draft.Window ?? ''}
            onChange={(start) => void pickWindow(start)}
          />
        </Suspense>
      ) : null}
      {!draft.Order && !request.problem ? <Spinner label={t('negotiate.sending')} /> : null}
      <JobPhotoUpload order={draft.Order} />
      {bidding && draft.Order ? (
        <BidsSection
          bids={bids.bids}
          pageKeys={bids.pageKeys}
          more={bids.more ? { loading: bids.loadingMore, load: bids.loadMore } : null}
          cancelling={withdrawal.pending === 'cancel'}
          onEngage={(bid) => void engage(bid)}
          onCancel={() => void cancel()}
        />
      ) : null}
      <PushOfferCard active={sentHere && bidding && Boolean(draft.Order)} audience="customer" />
      {engaged ? (
        <CornerPanel
          chosen={
            draft.Provider ? <ChosenProvider draft={draft} providerId={draft.Provider} compact /> : null
          }
          job={points.job}
          provider={points.provider}
          pending={withdrawal.pending}
          onOrder={() => void order()}
          onPublish={() => void publish()}
          onCancel={() => void cancel()}
        />
      ) : null}
    </>
  );
}

export default function NegotiatePage() {
  const { t } = useTranslation(['booking', 'common']);
  const { draft, ready, update, clear, error } = useDraftGuard('negotiate');
  return (
    <CustomerPage title={t('negotiate.title')}>
      <p>
        <Link to={paths.providers.getHref()}>{t('negotiate.back')}</Link>
      </p>
      <DraftProblem error={error} />
      {ready ? (
        <Negotiation draft={ready} update={update} clear={clear} />
      ) : (
        <DraftWait draft={draft} error={error} />
      )}
    </CustomerPage>
  );
}
