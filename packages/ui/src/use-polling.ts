// Runs `tick` now and then `intervalMs` after the previous run finished, so a slow server never gets
// overlapping requests. Stops when disabled or unmounted; with `pauseWhenHidden` also while the page is
// hidden, and starts again (at once) when the page comes back.
import { useEffect, useRef } from 'react';
import { usePageVisible } from './use-page-visible';

export interface PollingOptions {
  /** Pause while the page is hidden (another tab, a locked phone), e.g. to spare a battery or GPS. */
  pauseWhenHidden?: boolean;
}

export function usePolling(
  tick: (signal: AbortSignal) => Promise<void>,
  intervalMs: number,
  enabled: boolean,
  { pauseWhenHidden = false }: PollingOptions = {},
): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  const visible = usePageVisible();
  const running = enabled && (visible || !pauseWhenHidden);

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        await tickRef.current(controller.signal);
      } catch (error) {
        if (!controller.signal.aborted) console.error('A poll failed; trying again shortly', error);
      }
      if (!controller.signal.aborted) timer = setTimeout(run, intervalMs);
    };
    void run();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [intervalMs, running]);
}
