// Loads data for a screen. A new key aborts the request in flight, so typing into a search never leaves
// an older, slower answer on screen; the last good data stays visible while the next one loads.
import { createContext, startTransition, useCallback, useContext, useEffect, useRef, useState } from 'react';

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

/** Data already loaded, by the key its screen loads it under. */
export type PreloadedData = Readonly<Record<string, unknown>>;

const PreloadedDataContext = createContext<PreloadedData>({});

/**
 * Gives screens below it their data already loaded, so they render it at once: a page drawn on the server
 * loads first, then renders once. The browser renders without it and loads as usual.
 */
export const RemoteDataProvider = PreloadedDataContext.Provider;

/** What a RemoteDataProvider above gives for `key` (the caller knows its type), or undefined. */
export function usePreloadedData<T>(key: string | null): T | undefined {
  const preloaded = useContext(PreloadedDataContext);
  return key !== null && Object.hasOwn(preloaded, key) ? (preloaded[key] as T) : undefined;
}

/** `key` names what to load (null: nothing yet); `load` is read from the latest render. */
export function useRemote<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { retryDelayMs }: Options = {},
): RemoteState<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const preloaded = usePreloadedData<T>(key);
  // Its data is there already, so the first load of this key is skipped (a reload still loads).
  const preloadedKey = useRef(preloaded === undefined ? null : key);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<RemoteState<T>, 'reload'>>(() =>
    preloaded === undefined
      ? { status: 'loading', data: undefined, error: null }
      : { status: 'ready', data: preloaded, error: null },
  );

  useEffect(() => {
    if (key === null) return;
    void attempt; // A reload or retry runs the same key again.
    if (key === preloadedKey.current && attempt === 0) return;
    preloadedKey.current = null;
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
