// What a list shows instead of items: a spinner on first load, an error with a retry, or its empty text.
// The words come from the caller, so this package stays free of translations.
import { Button } from './button';
import { Notice } from './notice';
import { Spinner } from './spinner';

export type LoadStatus = 'loading' | 'ready' | 'error';

/** A query's state in the words of this file: loading while it fetches, an error once it gave up. */
export function loadStatus(query: { isError: boolean; isFetching: boolean }): LoadStatus {
  if (query.isFetching) return 'loading';
  return query.isError ? 'error' : 'ready';
}

export interface LoadErrorLabels {
  /** Title of the error notice. */
  loadFailed: string;
  /** The retry button. */
  retry: string;
}

export interface ListStateLabels extends LoadErrorLabels {
  /** Read by screen readers while the first page loads. */
  loading: string;
}

export function ListState({
  status,
  hasItems,
  emptyText,
  onRetry,
  labels,
  emptyClassName,
}: {
  status: LoadStatus;
  hasItems: boolean;
  emptyText: string;
  onRetry?: (() => void) | undefined;
  labels: ListStateLabels;
  /** The module's own class for the empty text. */
  emptyClassName?: string;
}) {
  if (status === 'loading' && !hasItems) return <Spinner label={labels.loading} />;
  if (status === 'error') return <LoadError onRetry={onRetry} labels={labels} />;
  if (status === 'ready' && !hasItems) return <p className={emptyClassName}>{emptyText}</p>;
  return null;
}

export function LoadError({
  onRetry,
  labels,
}: {
  onRetry?: (() => void) | undefined;
  labels: LoadErrorLabels;
}) {
  return (
    <Notice tone="error" title={labels.loadFailed}>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {labels.retry}
        </Button>
      ) : null}
    </Notice>
  );
}
