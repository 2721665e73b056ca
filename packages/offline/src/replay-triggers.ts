// Page-side replay of the outbox: at start, when the connection returns, when the tab comes back to the
// foreground, and on a timer while items wait. Browsers without Background Sync rely on this alone.
import { replayOutbox } from './replay-outbox';

/** How long to wait before trying again after the server asked us to (5xx/429) or we were offline. */
export const outboxRetryDelayMs = 30_000;

export function startOutboxReplay(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const replay = async () => {
    clearTimeout(timer);
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

  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  void replay();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
