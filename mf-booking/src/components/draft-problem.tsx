// Shows why the draft could not be read or saved, in the shared offline words (pwa namespace).

import { useTranslation } from '@callout/i18n/react';
import { Notice } from '@callout/ui/notice';
import { isStorageFull } from '../lib/errors';

export function DraftProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('booking');
  if (!error) return null;
  return (
    <Notice tone="error">
      {isStorageFull(error) ? t('errors.storageFull') : t('errors.draftUnavailable')}
    </Notice>
  );
}
