// /dashboard: the signed-in customer's home. Never a booking step, so its frame has no draft panel: the
// draft's storage loads once a booking starts (hooks/use-start-booking.ts).

import { useTranslation } from '@callout/i18n/react';
import { ActiveOrders } from '@callout/module-kit/active-orders';
import { api } from '@callout/module-kit/api';
import { useQuery } from '@callout/query';
import { Button } from '@callout/ui/button';
import { loadStatus } from '@callout/ui/list-state';
import { retriedLazy } from '@callout/ui/module-page';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { Suspense, useEffect, useState } from 'react';
import { CustomerFrame } from '../../../components/customer-frame';
import { paths } from '../../../config/paths';
import { withPageTexts } from '../../../lib/page-texts';
import { useDashboard } from '../api/get-dashboard';
import { HelpLinks } from './help-links';
import { SavedLocationPicker } from './saved-location-picker';
import { LeadingProviders, Promotions, TrendingProducts } from './showcase-lists';
import { WelcomeCard } from './welcome-card';

/** The customer's repeat bookings: their own chunk, with the other screens' texts. */
const DashboardSeries = retriedLazy(() =>
  withPageTexts(import('../../repeat-booking/components/dashboard-series')),
);

/** True once the page runs in the browser: the server's render and the first paint leave the series out. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * Whether the customer has any series, asked once the page runs in the browser: only then does the section
 * load its code and texts, so a customer without repeat bookings loads neither. The section reads and checks
 * the list itself.
 */
function useHasSeries(enabled: boolean): boolean {
  const count = useQuery({
    queryKey: ['series', 'user', 'count'],
    queryFn: async ({ signal }) => {
      const reply: { data?: unknown } = await api.get('series', { signal }).json();
      return Array.isArray(reply.data) ? reply.data.length : 0;
    },
    enabled,
  });
  return (count.data ?? 0) > 0;
}

export default function DashboardPage() {
  const { t } = useTranslation(['booking', 'common']);
  const dashboard = useDashboard();
  const data = dashboard.data;
  const status = loadStatus(dashboard);
  const mounted = useMounted();
  const hasSeries = useHasSeries(mounted);
  return (
    <CustomerFrame title={t('dashboard.title')}>
      {status === 'error' && !data ? (
        <Notice tone="error" title={t('errors.loadFailed')}>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            {t('common:retry')}
          </Button>
        </Notice>
      ) : null}
      {data ? (
        <div className="bk-dashboard">
          <WelcomeCard user={data.usersdata[0]} />
          <SavedLocationPicker locations={data.svlocations} />
          <Promotions items={data.promotions} />
          <ActiveOrders
            orders={data.uaorders}
            next={data.uaordersNext}
            call="upcomingorders"
            namespace="booking"
            classPrefix="bk"
            detailsHref={paths.orderDetails.getHref}
          />
          {mounted && hasSeries ? (
            <Suspense fallback={null}>
              <DashboardSeries />
            </Suspense>
          ) : null}
          <TrendingProducts items={data.trproducts} />
          <LeadingProviders items={data.trproviders} />
          <HelpLinks />
        </div>
      ) : status === 'loading' ? (
        <Spinner label={t('common:loading')} />
      ) : null}
    </CustomerFrame>
  );
}
