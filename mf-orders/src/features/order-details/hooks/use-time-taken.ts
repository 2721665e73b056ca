import { formatUnitList } from '@callout/i18n/format';
import { useTranslation } from '@callout/i18n/react';
import { durationBetween } from '../../../lib/format';

/** "1 hour, 5 minutes, 3 seconds" between the start and end of a completed order, joined as the language joins them. */
export function useTimeTaken(start: string | null, end: string | null): string | null {
  const { t } = useTranslation('orders');
  const duration = durationBetween(start, end);
  if (!duration) return null;
  return formatUnitList([
    t('time.hours', { count: duration.hours }),
    t('time.minutes', { count: duration.minutes }),
    t('time.seconds', { count: duration.seconds }),
  ]);
}
