// /details/:id and /provider/details/:id: one order, composed from the features that each own a part of
// it. Every part gets the same loaded order and, after changing it, marks the order's query stale.
import { customerOrderActions, providerOrderActions } from '@callout/contracts/order-actions';
import { guaranteePath } from '@callout/contracts/review-trust';
import { useTranslation } from '@callout/i18n/react';
import { isNetworkFailure, refusesAddress, ServerRefusal } from '@callout/module-kit/errors';
import { JobNotes } from '@callout/module-kit/job-notes';
import { useQueryClient } from '@callout/query';
import { Link, useParams } from '@callout/router';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useCallback } from 'react';
import { ModulePage } from '../components/module-page';
import { type AccountType, paths } from '../config/paths';
import { LiveTracking } from '../features/live-tracking/components/live-tracking';
import { AcceptanceStatus } from '../features/order-actions/components/acceptance-status';
import { CustomerOrderActions } from '../features/order-actions/components/customer-order-actions';
import { ProviderOrderActions } from '../features/order-actions/components/provider-order-actions';
import { RequestAnswer } from '../features/order-actions/components/request-answer';
import { AddToCalendar } from '../features/order-calendar/components/add-to-calendar';
import { OrderChat } from '../features/order-chat/components/order-chat';
import { orderDetailsQueryOptions, useOrderDetails } from '../features/order-details/api/get-order-details';
import { OrderMoney } from '../features/order-details/components/order-money';
import { OrderSummary } from '../features/order-details/components/order-summary';
import { PartyCard } from '../features/order-details/components/party-card';
import { ShippingCard } from '../features/order-details/components/shipping-card';
import { OrderDispute } from '../features/order-dispute/components/order-dispute';
import { ReschedulePanel } from '../features/order-reschedule/components/reschedule-panel';
import { ReceiptLink } from '../features/receipts/components/receipt-link';
import { ReviewSection } from '../features/reviews/components/review-section';

export function OrderDetailsPage({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation(['orders', 'common']);
  const { id = '' } = useParams();
  const details = useOrderDetails(accountType, id);
  const queryClient = useQueryClient();
  const reload = useCallback(
    () =>
      void queryClient.invalidateQueries({ queryKey: orderDetailsQueryOptions(accountType, id).queryKey }),
    [queryClient, accountType, id],
  );
  const order = details.data;
  const loading = details.isFetching;
  const { error } = details;
  // No such order at this address (or not this account's): the shell's route error page says so, even over
  // a copy kept on the device, which the server has just said is not to be shown.
  if (refusesAddress(error)) throw error;
  const title = t(accountType === 'provider' ? 'pages.providerDetails' : 'pages.details');
  const back = (
    <p>
      <Link to={paths[accountType].list.getHref()}>{t('details.back')}</Link>
    </p>
  );
  // A refetch that did not reach the server leaves the order on screen (kept on the device, or the last
  // answer) without an error: the shell's offline notice says how old it is. Any other failure is said.
  const shownAnyway = order !== undefined && isNetworkFailure(error);
  const problem =
    details.isError && !loading && !shownAnyway ? (
      <Notice tone="error" title={error instanceof ServerRefusal ? error.message : t('details.loadFailed')}>
        <Button variant="secondary" onClick={reload}>
          {t('common:retry')}
        </Button>
      </Notice>
    ) : null;

  if (!order) {
    return (
      <ModulePage title={title}>
        {back}
        {loading ? <Spinner label={t('common:loading')} /> : problem}
      </ModulePage>
    );
  }

  const status = order.info.OrderStatus;
  const chats =
    accountType === 'provider' ? providerOrderActions(status).chat : customerOrderActions(order.info).chat;
  return (
    <ModulePage title={title}>
      {back}
      {problem}
      <div className="or-details" aria-busy={loading || undefined}>
        {/* Two columns on wide screens (orders.css): the facts, then what happens with the order. */}
        <div className="or-details__facts">
          <OrderSummary order={order} />
          <OrderMoney accountType={accountType} order={order} />
          {accountType === 'user' ? <ReceiptLink order={order} /> : null}
          {accountType === 'user' ? <AddToCalendar order={order} /> : null}
          {accountType === 'user' ? (
            <p className="or-guarantee">
              <Link to={guaranteePath}>{t('details.guarantee')}</Link>
            </p>
          ) : null}
          <div className="or-cards">
            <PartyCard accountType={accountType} order={order} />
            <ShippingCard accountType={accountType} order={order} />
          </div>
          <JobNotes className="card or-job-notes" notes={order.jobNotes} />
        </div>
        <div className="or-details__activity">
          {accountType === 'provider' ? (
            <RequestAnswer order={order} onChanged={reload} />
          ) : (
            <AcceptanceStatus order={order} onChanged={reload} />
          )}
          <ReschedulePanel accountType={accountType} order={order} onChanged={reload} />
          {chats ? <OrderChat accountType={accountType} orderId={order.id} /> : null}
          {status === 'IN-PROGRESS' ? (
            <LiveTracking accountType={accountType} order={order} onStatus={reload} />
          ) : null}
          {accountType === 'provider' ? (
            <ProviderOrderActions order={order} onChanged={reload} />
          ) : (
            <CustomerOrderActions order={order} onChanged={reload} />
          )}
          <OrderDispute accountType={accountType} orderId={order.id} status={status} />
          <ReviewSection accountType={accountType} order={order} onReviewed={reload} />
        </div>
      </div>
    </ModulePage>
  );
}

export const CustomerOrderDetailsPage = () => <OrderDetailsPage accountType="user" />;
export const ProviderOrderDetailsPage = () => <OrderDetailsPage accountType="provider" />;
