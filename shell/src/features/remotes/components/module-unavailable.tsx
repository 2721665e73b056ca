import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';

/**
 * What shows in place of a module's page whose code did not load even when tried again: the offer of a
 * reload, in the app's frame (the rest of the app still works). A reload keeps what the visitor typed that
 * the app keeps (drafts in the device's database).
 */
export function ModuleUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className="page container">
      <Notice tone="error" title={t('moduleUnavailable.title')}>
        <p>
          {offline ? t('moduleUnavailable.offline') : null} {t('moduleUnavailable.body')}
        </p>
        <Button onClick={onRetry}>{t('moduleUnavailable.refresh')}</Button>
      </Notice>
    </div>
  );
}
