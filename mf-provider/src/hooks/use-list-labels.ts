// The words @callout/ui's ListState and LoadError show, from this module's translations.
import type { ListStateLabels } from '@callout/ui/list-state';
import { useTranslation } from 'react-i18next';

export function useListLabels(): ListStateLabels {
  const { t } = useTranslation(['common', 'provider']);
  return { loading: t('loading'), loadFailed: t('provider:errors.loadFailed'), retry: t('retry') };
}
