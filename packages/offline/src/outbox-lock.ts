// One replay at a time across every tab and the service worker, so queued posts leave in order.
// Web Locks reach all of them; where they are missing, a promise chain covers this context.

export const outboxLockName = 'callout-outbox';

let localChain: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  // The lock is held until the task's promise settles; the DOM typing nests that promise once too often.
  if (locks) return locks.request(outboxLockName, task) as unknown as Promise<T>;
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}
