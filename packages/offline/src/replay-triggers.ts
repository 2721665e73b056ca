// Page-side replay of the outbox: at start, when the connection returns, when the tab comes back to the
// foreground, and on a timer while items wait. Browsers without Background Sync rely on this alone.
import { replayOutbox } from './replay-outbox';

/** How long to wait before trying again after the server asked us to (5xx/429) or we were offline. */
export const outboxRetryDelayMs = 30_000;

/** Raised when a post stays in the outbox after being sent (a lost answer, a 5xx), so a retry is planned. */
export const outboxPendingEvent = 'callout:outbox-pending';

export function startOutboxReplay(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const replay = async () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      const { pending } = await replayOutbox();
      if (pending) timer = setTimeout(() => void replay(), outboxRetryDelayMs);
    } catch (error) {
      console.error('Could not replay the outbox', error);
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void replay();
  };
  const onOnline = () => void replay();
  // Without this, a post whose answer was lost while the connection stayed up would wait for the next
  // `online` or visibility change.
  const onPending = () => {
    timer ??= setTimeout(() => void replay(), outboxRetryDelayMs);
  };

  window.addEventListener('online', onOnline);
  window.addEventListener(outboxPendingEvent, onPending);
  document.addEventListener('visibilitychange', onVisible);
  void replay();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    window.removeEventListener(outboxPendingEvent, onPending);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
