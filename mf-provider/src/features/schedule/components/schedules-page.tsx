// /provider/schedules, 'Manage Schedule'. A failed load is only logged: the form still
// opens, starting from "Inactive", so the provider can set their availability anyway. A change made
// offline waits in the outbox, shown under the form, and the form shows it until it is sent. Below it, the
// working hours arrival windows are offered in, and the service area: the base postcode and radius
// customers and published jobs are matched by. A link leads to the repeat bookings, to pause for a holiday.

import { useTranslation } from '@callout/i18n/react';
import { Link } from '@callout/router';
import { Spinner } from '@callout/ui/spinner';
import { ProviderPage } from '../../../components/provider-page';
import { paths } from '../../../config/paths';
import { useServiceArea } from '../../service-area/api/service-area';
import { ServiceAreaForm } from '../../service-area/components/service-area-form';
import { useWorkingHours } from '../../working-hours/api/working-hours';
import { WorkingHoursForm } from '../../working-hours/components/working-hours-form';
import { useSchedule } from '../api/get-schedule';
import { useScheduleOutbox } from '../hooks/use-schedule-outbox';
import { PendingSchedule } from './pending-schedule';
import { ScheduleForm } from './schedule-form';

export default function SchedulesPage() {
  const { t } = useTranslation(['provider', 'common']);
  const schedule = useSchedule();
  const outbox = useScheduleOutbox();
  const area = useServiceArea();
  const hours = useWorkingHours();
  return (
    <ProviderPage title={t('pages.schedules')}>
      {schedule.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <ScheduleForm current={schedule.data ?? undefined} waiting={outbox.waiting} />
      )}
      {outbox.items.map((item) => (
        <PendingSchedule key={item.key} item={item} />
      ))}
      {hours.isPending ? null : <WorkingHoursForm current={hours.data} />}
      <p>
        <Link to={paths.series.getHref()}>{t('schedule.seriesLink')}</Link>
      </p>
      {area.isPending ? null : <ServiceAreaForm current={area.data} />}
    </ProviderPage>
  );
}
