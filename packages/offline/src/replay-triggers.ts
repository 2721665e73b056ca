// Page-side replay of the outbox: at start, when the connection returns, when the tab comes back to the
// foreground, and on a timer while items wait. Browsers without Background Sync rely on this alone.
import { replayOutbox } from './replay-outbox';

/** How long to wait before trying again when no item said when (offline without an `online` event). */
export const outboxRetryDelayMs = 30_000;

/**
 * Raised when a post stays in the outbox after being sent (a lost answer, a 5xx), so a retry is planned;
 * `detail.retryAt`, when known, is when it may be tried again.
 */
export const outboxPendingEvent = 'callout:outbox-pending';

export function outboxPending(retryAt: number | undefined): Event {
  return new CustomEvent(outboxPendingEvent, { detail: { retryAt } });
}

export function startOutboxReplay(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Number.POSITIVE_INFINITY;

  /** Plans a replay at `at` (or sooner, if one is planned already). */
  const plan = (at: number) => {
    if (timer !== undefined && dueAt <= at) return;
    clearTimeout(timer);
    dueAt = at;
    timer = setTimeout(() => void replay(), Math.max(0, at - Date.now()));
  };
  const replay = async () => {
    clearTimeout(timer);
    timer = undefined;
    dueAt = Number.POSITIVE_INFINITY;
    try {
      const { pending, retryAt } = await replayOutbox();
      if (pending) plan(retryAt ?? Date.now() + outboxRetryDelayMs);
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
  const onPending = (event: Event) => {
    const retryAt = (event as CustomEvent<{ retryAt?: number } | null>).detail?.retryAt;
    plan(retryAt ?? Date.now() + outboxRetryDelayMs);
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
