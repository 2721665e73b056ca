// Work that no page needs to draw itself waits until the browser is idle after the first render, so it
// stays off the critical path of `/` (the budget of `/`). Returns a cancel function.
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1); // Safari has no requestIdleCallback
  return () => window.clearTimeout(id);
}

/** How long after `load` the page is left alone to fetch and draw its data (a module page draws late). */
export const settleMs = 3_000;

/**
 * Work that must not compete with the page for a slow phone's network and processor (the service worker,
 * the outbox, the update and install offers): once the page has loaded, `settleMs` have passed and the
 * browser is idle. Returns a cancel function.
 */
export function whenSettled(task: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: number | undefined;
  const wait = () => {
    timer = window.setTimeout(() => {
      cancelIdle = whenIdle(task);
    }, settleMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    window.clearTimeout(timer);
    cancelIdle?.();
  };
}
