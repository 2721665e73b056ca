// Whether the data on screen came from the worker's cache: true after an API answer from cache, false
// again after a fresh one. The shell shows one notice for the whole app from this.
import { useSyncExternalStore } from 'react';
import { isApiSourceMessage } from './cache-protocol';

let servedFromCache = false;
const listeners = new Set<() => void>();
let listening = false;

function onMessage(event: MessageEvent) {
  if (!isApiSourceMessage(event.data) || event.data.fromCache === servedFromCache) return;
  servedFromCache = event.data.fromCache;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (!listening && globalThis.navigator?.serviceWorker) {
    navigator.serviceWorker.addEventListener('message', onMessage);
    listening = true;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServedFromCache(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => servedFromCache,
    () => false,
  );
}
