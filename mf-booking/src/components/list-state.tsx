// What a list shows instead of items: a spinner on first load, an error with a retry, or its empty text.
import { Button } from '@callout/ui/button';
import { Notice } from '@callout/ui/notice';
import { Spinner } from '@callout/ui/spinner';
import { useTranslation } from 'react-i18next';

export function ListState({
  status,
  hasItems,
  emptyText,
  onRetry,
}: {
  status: 'loading' | 'ready' | 'error';
  hasItems: boolean;
  emptyText: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(['common', 'booking']);
  if (status === 'loading' && !hasItems) return <Spinner label={t('loading')} />;
  if (status === 'error') {
    return (
      <Notice tone="error" title={t('booking:errors.loadFailed')}>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Notice>
    );
  }
  if (status === 'ready' && !hasItems) return <p className="bk-empty">{emptyText}</p>;
  return null;
}
