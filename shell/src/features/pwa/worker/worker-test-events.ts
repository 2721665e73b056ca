// Workbox checks that a strategy runs for a worker event; jsdom has none, so worker tests bring their own.

export class WorkerEvent {
  readonly lifetime: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.lifetime.push(promise);
  }
}

/** A new event to run a strategy for, typed as workbox wants it. */
export const workerEvent = () => new WorkerEvent() as unknown as ExtendableEvent;

// Assigned rather than stubbed, so a test's unstubAllGlobals() keeps them.
Object.assign(globalThis, {
  ExtendableEvent: WorkerEvent,
  FetchEvent: class extends WorkerEvent {},
  // Workbox's development build logs every step of every strategy.
  __WB_DISABLE_DEV_LOGS: true,
});
