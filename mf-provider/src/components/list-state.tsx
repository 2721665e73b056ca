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
  const { t } = useTranslation(['common', 'provider']);
  if (status === 'loading' && !hasItems) return <Spinner label={t('loading')} />;
  if (status === 'error') return <LoadError onRetry={onRetry} />;
  if (status === 'ready' && !hasItems) return <p className="pv-empty">{emptyText}</p>;
  return null;
}

export function LoadError({ onRetry }: { onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation(['common', 'provider']);
  return (
    <Notice tone="error" title={t('provider:errors.loadFailed')}>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </Notice>
  );
}
