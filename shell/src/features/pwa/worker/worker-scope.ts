// Typing of the worker's global scope, shared by the worker's files.
export interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

export const worker = self as unknown as ServiceWorkerGlobalScope;
