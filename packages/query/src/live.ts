// Live updates: one Server-Sent Events stream per page tells the queries when what they show has
// changed, instead of every page polling. The shell opens it (startLiveUpdates) while the page is visible
// and a session exists; pages keep their polling intervals but pass them through useLiveOr, which switches
// them off while the stream is healthy and back on, at once, when it fails. On every (re)connection the
// queries loaded before it are refetched, so an event missed while the stream was down is never lost.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let healthy = false;
const listeners = new Set<() => void>();

function setHealthy(next: boolean): void {
  if (healthy === next) return;
  healthy = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the live stream is open and delivering now. */
export const isLiveHealthy = (): boolean => healthy;

/** Re-renders the caller when the stream's health changes; true while it is healthy. */
export function useLiveHealthy(): boolean {
  return useSyncExternalStore(subscribe, isLiveHealthy, () => false);
}

/** A polling interval that is off while the stream is healthy (for refetchInterval functions). */
export const liveOr = (pollMs: number | false): number | false => (healthy ? false : pollMs);

/** The same, as a hook: the query's interval follows the stream's health. */
export function useLiveOr(pollMs: number | false): number | false {
  useLiveHealthy();
  return liveOr(pollMs);
}

/** An event as the stream delivers it: its `event:` type and its JSON. */
export interface LiveMessage {
  type: string;
  data: Record<string, unknown>;
}

export interface LiveOptions {
  /** The stream's address with a fresh ticket, or null when no one is signed in (no stream then). */
  streamUrl(lastEventId: string | null): Promise<string | null>;
  /** The queries an event makes stale. */
  keysFor(message: LiveMessage): QueryKey[];
  /** Whether a query shows what events report (only those are asked for again after a gap). */
  isLive(queryKey: QueryKey): boolean;
  /** Tests: a stand-in EventSource. */
  EventSourceImpl?: typeof EventSource;
}

/** Polling-free while healthy; after a failure, reconnects after 1, 2, 4… up to 30 seconds. */
const maxBackoffMs = 30_000;
const liveTypes = ['chat', 'bids', 'order', 'location', 'support', 'notification', 'dispute'];

/** Opens the stream now and keeps it while the page is visible; returns the call that stops it for good. */
/** On a page's first stream, answers fetched this recently (or rendered with the page) are not asked again. */
export const firstStreamGraceMs = 10_000;

export function startLiveUpdates(client: QueryClient, options: LiveOptions): () => void {
  const Source = options.EventSourceImpl ?? globalThis.EventSource;
  if (typeof Source !== 'function' || typeof document === 'undefined') return () => undefined;
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let generation = 0;
  /** Whether this page has had a stream before: the first one need not ask again for what just came. */
  let connectedBefore = false;

  /** What was loaded before `since` may have missed an event: ask again for what is shown. */
  const catchUp = (since: number) =>
    void client.invalidateQueries({
      predicate: (query) => options.isLive(query.queryKey) && query.state.dataUpdatedAt <= since,
    });

  const close = () => {
    generation += 1;
    source?.close();
    source = null;
    clearTimeout(retry);
    setHealthy(false);
  };

  const fail = () => {
    const wasHealthy = healthy;
    close();
    if (wasHealthy) catchUp(Date.now()); // polling resumes; what changed meanwhile is asked for now
    failures += 1;
    const delay = Math.min(maxBackoffMs, 1000 * 2 ** Math.min(failures - 1, 5));
    retry = setTimeout(() => void open(), delay);
  };

  const open = async () => {
    if (stopped || source || document.visibilityState !== 'visible') return;
    const mine = ++generation;
    let url: string | null;
    try {
      url = await options.streamUrl(lastEventId);
    } catch {
      if (mine === generation) fail();
      return;
    }
    if (mine !== generation || stopped) return;
    if (!url) return; // signed out: nothing to listen to
    const opening = new Source(url);
    source = opening;
    const openedAt = Date.now();
    opening.addEventListener('ready', () => {
      failures = 0;
      setHealthy(true);
      // A reconnection asks again for all it showed before; the page's first stream only for what is older
      // than a moment, so the answers a server-rendered page came with are not asked for twice.
      catchUp(connectedBefore ? openedAt : openedAt - firstStreamGraceMs);
      connectedBefore = true;
    });
    opening.addEventListener('resync', () => catchUp(Date.now()));
    for (const type of liveTypes) {
      opening.addEventListener(type, (raw) => {
        const event = raw as MessageEvent<string>;
        if (event.lastEventId) lastEventId = event.lastEventId;
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(event.data) as Record<string, unknown>;
        } catch {
          return;
        }
        for (const queryKey of options.keysFor({ type, data })) {
          void client.invalidateQueries({ queryKey });
        }
      });
    }
    // The browser's own reconnect would reuse the spent ticket: each reconnection asks for a new one.
    opening.addEventListener('error', () => {
      if (source === opening) fail();
    });
  };

  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      failures = 0;
      void open();
    } else close(); // a hidden page holds no stream (and does not poll either)
  };
  document.addEventListener('visibilitychange', onVisibility);
  void open();

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    close();
  };
}
