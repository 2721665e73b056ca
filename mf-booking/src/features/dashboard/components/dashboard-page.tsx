// /dashboard: the signed-in customer's home. Never a booking step, so its frame has no draft panel: the
// draft's storage loads once a booking starts (hooks/use-start-booking.ts).

import { useTranslation } from '@callout/i18n/react';
import { ActiveOrders } from '@callout/module-kit/active-orders';
import { Button } from '@callout/ui/button';
import { loadStatus } from '@callout/ui/list-state';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { CustomerFrame } from '../../../components/customer-frame';
import { paths } from '../../../config/paths';
import { useDashboard } from '../api/get-dashboard';
import { HelpLinks } from './help-links';
import { SavedLocationPicker } from './saved-location-picker';
import { LeadingProviders, Promotions, TrendingProducts } from './showcase-lists';
import { WelcomeCard } from './welcome-card';

export default function DashboardPage() {
  const { t } = useTranslation(['booking', 'common']);
  const dashboard = useDashboard();
  const data = dashboard.data;
  const status = loadStatus(dashboard);
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
            namespace="booking"
            classPrefix="bk"
            detailsHref={paths.orderDetails.getHref}
          />
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
