import { useTranslation } from '@callout/i18n/react';
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';

export function ModuleUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className="page container">
      <Notice tone="error" title={t('moduleUnavailable.title')}>
        <p>
          {offline ? t('moduleUnavailable.offline') : null} {t('moduleUnavailable.body')}
        </p>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </Notice>
    </div>
  );
}
