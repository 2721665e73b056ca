// /provider/schedules, 'Manage Schedule'. A failed load is only logged (spec section 8): the form still
// opens, starting from "Inactive", so the provider can set their availability anyway.

import { useTranslation } from '@callout/i18n/react';
import { Spinner } from '@callout/ui/spinner';
import { ProviderPage } from '../../../components/provider-page';
import { useSchedule } from '../api/get-schedule';
import { ScheduleForm } from './schedule-form';

export default function SchedulesPage() {
  const { t } = useTranslation(['provider', 'common']);
  const schedule = useSchedule();
  return (
    <ProviderPage title={t('pages.schedules')}>
      {schedule.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <ScheduleForm current={schedule.data ?? undefined} />
      )}
    </ProviderPage>
  );
}
