// Says when a form could not be kept on the device; the form still works, it just will not survive a reload.
import { StorageFullError } from '@callout/db/storage-errors';
import { useTranslation } from '@callout/i18n/react';
import { Notice } from '@callout/ui/notice';

export function DraftProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('provider');
  if (!error) return null;
  return (
    <Notice tone="error">
      {error instanceof StorageFullError ? t('errors.storageFull') : t('errors.draftUnavailable')}
    </Notice>
  );
}
