// /provider, 'Providers Dashboard': composes the dashboard, email verification and bids.

import { useTranslation } from '@callout/i18n/react';
import { ActiveOrders } from '@callout/module-kit/active-orders';
import { LoadError } from '@callout/ui/list-state';
import { retriedLazy } from '@callout/ui/module-page';
import { Spinner } from '@callout/ui/spinner';
import { Suspense, useCallback, useState } from 'react';
import { useProviderProfile } from '../../api/get-provider-profile';
import { ProviderPage } from '../../components/provider-page';
import { paths } from '../../config/paths';
import { useOrdersChart } from '../../features/dashboard/api/get-orders-chart';
import {
  EarningsCard,
  PayoutOnboardingCard,
  SnoozeCard,
  VerifyProfileCard,
} from '../../features/dashboard/components/dashboard-cards';
import { MonthlyOrdersChart } from '../../features/dashboard/components/monthly-orders-chart';
import { OrderCounters } from '../../features/dashboard/components/order-counters';
import { ProviderSummary } from '../../features/dashboard/components/provider-summary';
import { EmailVerificationCard } from '../../features/email-verification/components/email-verification-card';
import { useListLabels } from '../../hooks/use-list-labels';
import { formatWhen } from '../../lib/dates';
import { shownStatus } from '../../lib/shown-status';

// The bids panel (its polling, job cards and push offer) loads when it first opens, not with the dashboard.
const BidPanel = retriedLazy(async () => ({
  default: (await import('../../features/bids/components/bid-panel')).BidPanel,
}));

export default function DashboardPage() {
  const { t } = useTranslation(['provider', 'common']);
  const listLabels = useListLabels();
  const profile = useProviderProfile();
  const data = profile.data;
  const status = shownStatus(profile);
  const reload = () => void profile.refetch();
  const verified = data?.isKYCVerified === true;
  const chart = useOrdersChart(verified);
  const [bidsOpen, setBidsOpen] = useState(false);
  // Once opened, the panel stays mounted (closed), as it was before it loaded lazily.
  const [bidsOpened, setBidsOpened] = useState(false);
  const openBids = useCallback(() => {
    setBidsOpen(true);
    setBidsOpened(true);
  }, []);
  const closeBids = useCallback(() => setBidsOpen(false), []);
  // Only KYC-verified providers may bid; the others are sent to verify first.
  const onFindJobs = verified ? openBids : undefined;
  const email = data?.UserData[0]?.Email;

  return (
    <ProviderPage title={t('pages.dashboard')}>
      {status === 'error' ? <LoadError labels={listLabels} onRetry={reload} /> : null}
      {!data && status === 'loading' ? <Spinner label={t('common:loading')} /> : null}
      {data ? (
        <div className="pv-dashboard">
          <ProviderSummary profile={data} onFindJobs={onFindJobs} />
          <OrderCounters profile={data} />
          {!data.isEmailVerified && email ? (
            <EmailVerificationCard email={email} onVerified={reload} />
          ) : null}
          {data.isStripeConfigured && !data.isStripeReady && data.StripeLink ? (
            <PayoutOnboardingCard link={data.StripeLink} />
          ) : null}
          {verified ? <MonthlyOrdersChart chart={chart} /> : <VerifyProfileCard />}
          {/* The source shows this list only while KYC is NOT verified; the spec keeps that quirk. */}
          {verified ? null : (
            <ActiveOrders
              orders={data.orders}
              next={data.ordersNext}
              call="provider/upcomingorders"
              namespace="provider"
              classPrefix="pv"
              detailsHref={paths.orderDetails.getHref}
              formatWhen={formatWhen}
            />
          )}
          <EarningsCard />
          <SnoozeCard onFindJobs={onFindJobs} />
          {bidsOpened ? (
            <Suspense fallback={<Spinner label={t('common:loading')} />}>
              <BidPanel open={bidsOpen} onClose={closeBids} />
            </Suspense>
          ) : null}
        </div>
      ) : null}
    </ProviderPage>
  );
}
