// Loads data for a screen. A new key aborts the request in flight, so typing into a search never leaves
// an older, slower answer on screen; the last good data stays visible while the next one loads.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface RemoteState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The latest answer; kept while a new one loads. */
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

interface Options {
  /** Retry after this pause, for ever, instead of reporting an error (spec: list pages retry on failure). */
  retryDelayMs?: number;
}

/** `key` names what to load (null: nothing yet); `load` is read from the latest render. */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { retryDelayMs }: Options = {},
): RemoteState<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RemoteState<T>, 'reload'>>({
    status: 'loading',
    data: undefined,
    error: null,
  });

  useEffect(() => {
    if (key === null) return;
    void attempt; // A reload or retry runs the same key again.
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        // A screenful of data can take long to draw: in a transition React yields to the browser every few
        // milliseconds instead of holding the main thread (taps and typing stay responsive meanwhile).
        startTransition(() => setState({ status: 'ready', data, error: null }));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Loading ${key} failed`, error);
        if (retryDelayMs !== undefined) {
          retry = setTimeout(() => setAttempt((n) => n + 1), retryDelayMs);
        } else {
          setState((previous) => ({ ...previous, status: 'error', error }));
        }
      },
    );
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [key, attempt, retryDelayMs]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
