// Work that no page needs to draw itself waits until the browser is idle after the first render, so it
// stays off the critical path of `/` (issue 9 budget). Returns a cancel function.
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1); // Safari has no requestIdleCallback
  return () => window.clearTimeout(id);
}
