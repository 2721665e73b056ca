// The words @callout/ui's ListState and LoadError show, from this module's translations.

import { useTranslation } from '@callout/i18n/react';
import type { ListStateLabels } from '@callout/ui/list-state';

export function useListLabels(): ListStateLabels {
  const { t } = useTranslation(['common', 'booking']);
  return { loading: t('loading'), loadFailed: t('booking:errors.loadFailed'), retry: t('retry') };
}
