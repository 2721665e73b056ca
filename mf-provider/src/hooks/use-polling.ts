// Runs `tick` now and then every `intervalMs` after the previous run finished, so a slow server never
// gets overlapping polls. Stops when disabled or unmounted.
import { useEffect, useRef } from 'react';

export function usePolling(
  tick: (signal: AbortSignal) => Promise<void>,
  intervalMs: number,
  enabled: boolean,
) {
  const tickRef = useRef(tick);
  tickRef.current = tick;

  useEffect(() => {
    if (!enabled) return;
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
  }, [intervalMs, enabled]);
}
