// How old the data on screen is when the app could not fetch it again: a page that showed an answer and
// then failed to refresh it (the network went, and the worker had no copy) still shows that answer, and the
// shell's offline notice names the time it was fetched. What the worker answers from its cache reaches the
// notice from the worker itself (served-from-cache.ts).
import { isRefusal, type QueryClient } from '@callout/query';
import { reportUnconfirmedData } from './served-from-cache';

/**
 * When the oldest data on screen was fetched, if some of it could not be fetched again: the time the
 * offline notice names. Undefined while everything shown is current.
 */
export function oldestUnconfirmedData(client: QueryClient): number | undefined {
  let oldest: number | undefined;
  for (const query of client.getQueryCache().getAll()) {
    const { data, dataUpdatedAt, fetchFailureCount, fetchFailureReason, error } = query.state;
    if (data === undefined || query.getObserversCount() === 0) continue;
    // A refusal is the server's answer (the order is not yours, the session ended), not a lost connection.
    const reason = fetchFailureReason ?? error;
    const failed = (fetchFailureCount > 0 || query.state.status === 'error') && !isRefusal(reason);
    if (failed && (oldest === undefined || dataUpdatedAt < oldest)) oldest = dataUpdatedAt;
  }
  return oldest;
}

/** Tells the offline notice (served-from-cache.ts) how old the unconfirmed data on screen is, as it changes. */
export function reportShownData(client: QueryClient): () => void {
  let scheduled = false;
  const report = () => {
    scheduled = false;
    reportUnconfirmedData(oldestUnconfirmedData(client));
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(report, 0);
  };
  const unsubscribe = client.getQueryCache().subscribe(schedule);
  window.addEventListener('online', schedule);
  window.addEventListener('offline', schedule);
  schedule();
  return () => {
    unsubscribe();
    window.removeEventListener('online', schedule);
    window.removeEventListener('offline', schedule);
    reportUnconfirmedData(undefined);
  };
}
