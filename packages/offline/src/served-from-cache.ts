// Whether the data on screen is saved data rather than a fresh answer, and since when. Two sources say so:
// the service worker, after an API answer from its offline read cache (false again after a fresh one), with
// the time the cached answer was first given; and the data layer, for answers on screen it could not fetch
// again (unconfirmed-data.ts). The shell shows one notice for the whole app from this.
import { useSyncExternalStore } from 'react';
import { isApiSourceMessage } from './cache-protocol';

export interface ShownDataAge {
  /** Some data on screen is saved data. */
  saved: boolean;
  /** When the oldest of it was fetched, where known. */
  since?: number | undefined;
}

const current = {
  worker: false,
  workerSince: undefined as number | undefined,
  unconfirmed: undefined as number | undefined,
};
let snapshot: ShownDataAge = { saved: false };
const listeners = new Set<() => void>();
let listening = false;

function publish() {
  const times = [current.workerSince, current.unconfirmed].filter(
    (time): time is number => time !== undefined,
  );
  const saved = current.worker || current.unconfirmed !== undefined;
  const since = saved && times.length > 0 ? Math.min(...times) : undefined;
  if (saved === snapshot.saved && since === snapshot.since) return;
  snapshot = { saved, since };
  for (const listener of listeners) listener();
}

function onMessage(event: MessageEvent) {
  if (!isApiSourceMessage(event.data)) return;
  const { fromCache, savedAt } = event.data;
  current.worker = fromCache;
  current.workerSince = fromCache
    ? Math.min(savedAt ?? Number.POSITIVE_INFINITY, current.workerSince ?? Number.POSITIVE_INFINITY)
    : undefined;
  if (current.workerSince === Number.POSITIVE_INFINITY) current.workerSince = undefined;
  publish();
}

/** The data layer's report: when the oldest data on screen it could not fetch again was fetched, if any. */
export function reportUnconfirmedData(since: number | undefined): void {
  current.unconfirmed = since;
  publish();
}

function subscribe(listener: () => void): () => void {
  if (!listening && globalThis.navigator?.serviceWorker) {
    navigator.serviceWorker.addEventListener('message', onMessage);
    listening = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: ShownDataAge = { saved: false };

export function useShownDataAge(): ShownDataAge {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}
