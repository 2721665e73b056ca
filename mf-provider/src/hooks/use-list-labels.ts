// The words @callout/ui's ListState and LoadError show, from this module's translations.

import { useTranslation } from '@callout/i18n/react';
import type { ListStateLabels } from '@callout/ui/list-state';

export function useListLabels(): ListStateLabels {
  const { t } = useTranslation(['common', 'provider']);
  return { loading: t('loading'), loadFailed: t('provider:errors.loadFailed'), retry: t('retry') };
}
